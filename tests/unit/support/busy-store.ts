import { set } from 'idb-keyval';

/**
 * Keeps a write on the device's store (idb-keyval's database) busy until released, as WebKit
 * does with a write of a page that was left while it ran: every other read and write of the
 * store waits behind it.
 */
export async function keepStoreBusy(): Promise<() => void> {
  await set('busy', 1);
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('keyval-store');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('keyval-store did not open'));
  });
  const store = db.transaction('keyval', 'readwrite').objectStore('keyval');
  let busy = true;
  const work = () => {
    if (busy) store.get('busy').onsuccess = work;
  };
  work();
  return () => {
    busy = false;
    db.close();
  };
}
