/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope;

/**
 * A new version waits until the player accepts the update prompt; the page then posts
 * SKIP_WAITING and reloads once this worker has taken over.
 */
export function listenForSkipWaiting(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
}
