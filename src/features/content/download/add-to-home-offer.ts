import { isInstalledApp, pwaState } from '@/lib/pwa';

export type AddToHomeKind = 'ios' | 'android';

/** Safari itself, not another iOS browser or an app's web view (those cannot add to the home screen before iOS 16.4). */
const isIosSafari = (ua: string) =>
  /iPhone|iPad|iPod/.test(ua) && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Instagram|Line\/|GSA\//.test(ua);

/**
 * Which prompt fits this browser: Safari on iPhone and iPad gets the steps, an Android browser that
 * offered installing gets the install; none inside the installed or native app.
 */
export function addToHomeKind(ua: string = navigator.userAgent): AddToHomeKind | null {
  if (isInstalledApp(pwaState)) return null;
  if (isIosSafari(ua)) return 'ios';
  return /Android/.test(ua) && pwaState.installPrompt ? 'android' : null;
}
