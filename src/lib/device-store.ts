import { clear as idbClear, del as idbDel, get as idbGet, keys as idbKeys, set as idbSet } from 'idb-keyval';

/**
 * The device's own key-value store (IndexedDB), answering in bounded time. WebKit — every iPhone
 * browser — can leave a database's transactions waiting for ever once a page was left while it
 * wrote: a page whose read (or a login whose "remember me") waits on it would never leave its
 * loading state. Past the wait, a call fails as an unavailable store does, and the app goes on
 * without what the device kept: reads go to the network, writes are lost.
 */
export const STORE_WAIT_MS = 1_000;

export class StoreTimeoutError extends Error {
  constructor() {
    super(`the device store did not answer in ${STORE_WAIT_MS} ms`);
    this.name = 'StoreTimeoutError';
  }
}

function bounded<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError()), STORE_WAIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export const get = <T = unknown>(key: IDBValidKey): Promise<T | undefined> => bounded(idbGet<T>(key));
export const set = (key: IDBValidKey, value: unknown): Promise<void> => bounded(idbSet(key, value));
export const del = (key: IDBValidKey): Promise<void> => bounded(idbDel(key));
export const keys = (): Promise<IDBValidKey[]> => bounded(idbKeys());
export const clear = (): Promise<void> => bounded(idbClear());
