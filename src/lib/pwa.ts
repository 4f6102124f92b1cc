import { proxy, ref } from 'valtio';

/** The event Chromium fires when the app may be installed; kept so an install button can use it later. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaStore {
  /** Running inside the native wrapper (its user agent carries the marker). */
  nativeApp: boolean;
  /** Running as an installed web app (standalone display, or an iOS home-screen web clip). */
  standalone: boolean;
  iosWebClip: boolean;
  /** A new version is installed and waits for the player's go-ahead. */
  needRefresh: boolean;
  installPrompt: InstallPromptEvent | null;
}

export const pwaState = proxy<PwaStore>({
  nativeApp: false,
  standalone: false,
  iosWebClip: false,
  needRefresh: false,
  installPrompt: null,
});

export function detectAppContext(marker: string, userAgent = navigator.userAgent): void {
  const iosWebClip = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const standaloneDisplay = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  pwaState.nativeApp = userAgent.includes(marker);
  pwaState.iosWebClip = iosWebClip;
  pwaState.standalone = standaloneDisplay || iosWebClip;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaState.installPrompt = ref(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    pwaState.installPrompt = null;
  });
}

/** App-download entries hide inside the native app and the installed web app. */
export const isInstalledApp = (state: Pick<PwaStore, 'nativeApp' | 'standalone'> = pwaState) => state.nativeApp || state.standalone;

/** The Device header the login call sends: the platform expects OTHERS from an installed web app. */
export function deviceHeader(): 'APP' | 'OTHERS' | 'H5' {
  if (pwaState.nativeApp) return 'APP';
  return pwaState.standalone ? 'OTHERS' : 'H5';
}

/** How a registration arrived: the native app, an iOS web clip, the installed web app or the browser. */
export function registerMethod(): 'APP' | 'WEBCLIP' | 'PWA' | 'H5' {
  if (pwaState.nativeApp) return 'APP';
  if (pwaState.iosWebClip) return 'WEBCLIP';
  return pwaState.standalone ? 'PWA' : 'H5';
}

export async function promptInstall(): Promise<boolean> {
  const prompt = pwaState.installPrompt;
  if (!prompt) return false;
  await prompt.prompt();
  const choice = await prompt.userChoice;
  pwaState.installPrompt = null;
  return choice.outcome === 'accepted';
}

let updateHandOver: (() => void) | null = null;

/** The service worker's registration says how a waiting version takes over once the player accepts. */
export function offerUpdateHandOver(handOver: () => void): void {
  updateHandOver = handOver;
}

export function acceptUpdate(): void {
  pwaState.needRefresh = false;
  if (updateHandOver) updateHandOver();
  else window.location.reload();
}

export function dismissUpdate(): void {
  pwaState.needRefresh = false;
}
