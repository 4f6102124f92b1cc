/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

/** Tapping a notification (a staff reply in the chat) brings the app forward on the page it names, opening it when closed. */
export function listenForNotificationTaps(): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { page?: unknown } | null;
    const path = typeof data?.page === 'string' && data.page.startsWith('/m/') ? data.page : '/m/home';
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows[0];
        if (open) {
          await open.focus();
          if (!new URL(open.url).pathname.startsWith(path)) await open.navigate(path).catch(() => null);
          return;
        }
        await self.clients.openWindow(path);
      })(),
    );
  });
}
