import { isInstalledApp, pwaState } from '@/lib/pwa';
import { detectInstallGuide } from './device';

export type AddToHomeKind = 'ios' | 'android';

/**
 * Which prompt fits this browser, by the install guide's own reading of it: Safari on iPhone and
 * iPad gets the steps, an Android browser that offered installing gets the install; none inside
 * the installed or native app, another iOS browser or an app's web view.
 */
export function addToHomeKind(ua: string = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints): AddToHomeKind | null {
  const guide = detectInstallGuide(ua, { standalone: isInstalledApp(pwaState), maxTouchPoints });
  if (guide.kind === 'ios-safari') return 'ios';
  return guide.kind === 'android' && pwaState.installPrompt ? 'android' : null;
}
