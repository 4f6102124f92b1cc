import { offerUpdateHandOver, pwaState } from '@/lib/pwa';

/*
 * Service-worker registration and the update hand-over, on the browser's own API: a
 * registration library cost every first visit about 2 KB of script for the same three steps.
 * Start-up imports this once the page has settled and the browser is idle.
 */

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker. A new version waits until the player accepts the update
 * prompt; only then is it told to skip waiting (sw/update.ts), and the page reloads once it
 * has taken control. The first install controls no page yet and offers nothing.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const container = navigator.serviceWorker;
  const registration = await container.register('/sw.js', { scope: '/' });
  const offerWaiting = () => {
    if (registration.waiting && container.controller) pwaState.needRefresh = true;
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  let accepted = false;
  container.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  offerUpdateHandOver(() => {
    const waiting = registration.waiting;
    if (!waiting) return window.location.reload();
    accepted = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  offerWaiting();
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
