import { Workbox } from 'workbox-window';
import { pwaState } from './pwa';

/*
 * Service-worker registration and the update hand-over. Its own module (and workbox-window
 * with it) loads after the first screen is up: start-up imports it once the page is idle.
 */

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let acceptSkipWaiting: (() => void) | null = null;

/**
 * Registers the service worker. A new version waits until the player accepts the
 * update prompt; only then is it told to skip waiting, and the page reloads once it
 * has taken control.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let accepted = false;
  workbox.addEventListener('waiting', () => {
    pwaState.needRefresh = true;
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  acceptSkipWaiting = () => {
    accepted = true;
    workbox.messageSkipWaiting();
  };
  const registration = await workbox.register();
  if (registration?.waiting && navigator.serviceWorker.controller) pwaState.needRefresh = true;
  const check = () => void workbox.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

export function acceptUpdate(): void {
  pwaState.needRefresh = false;
  if (acceptSkipWaiting) acceptSkipWaiting();
  else window.location.reload();
}

export function dismissUpdate(): void {
  pwaState.needRefresh = false;
}
