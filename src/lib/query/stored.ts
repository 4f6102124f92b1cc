import { del, get, keys, set } from '../device-store';
import type { QueryKey } from './keys';

/**
 * The persisted copy of a read, for the next visit and for offline. Raised when the shape of
 * what is stored changes: every copy written under another version is dropped unread.
 */
export const STORE_VERSION = 1;
const STORE_PREFIX = 'query:';

export interface PersistOptions<T> {
  /** A copy older than this is not shown (and is deleted). */
  maxAgeMs: number;
  /**
   * Loads the check of the call's answer (built from the contract's response schema) that a copy
   * read back must pass; a copy that does not fit is deleted. Loaded only when a copy exists, so a
   * first visit never downloads the schemas.
   */
  check: () => Promise<(value: unknown) => value is T>;
}

interface StoredRecord {
  version: number;
  savedAt: number;
  data: unknown;
}

const isRecord = (value: unknown): value is StoredRecord =>
  typeof value === 'object' && value !== null && 'version' in value && 'savedAt' in value && typeof value.savedAt === 'number';

export const storeKeyOf = (hash: string) => STORE_PREFIX + hash;

/** The stored copy when it is of this version, young enough and passes its check; anything else is deleted. */
export async function readStored<T>(
  hash: string,
  persist: PersistOptions<T>,
  now = Date.now(),
): Promise<{ data: T; savedAt: number } | null> {
  try {
    const record: unknown = await get(storeKeyOf(hash));
    if (record === undefined) return null;
    if (isRecord(record) && record.version === STORE_VERSION && now - record.savedAt <= persist.maxAgeMs && record.savedAt <= now) {
      const fits = await persist.check();
      if (fits(record.data)) return { data: record.data, savedAt: record.savedAt };
    }
    await del(storeKeyOf(hash));
  } catch {
    // IndexedDB can be unavailable (private mode, storage full): the read goes to the network alone.
  }
  return null;
}

export function writeStored(hash: string, data: unknown): void {
  const record: StoredRecord = { version: STORE_VERSION, savedAt: Date.now(), data };
  set(storeKeyOf(hash), record).catch(() => undefined);
}

/** Deletes every stored copy whose key starts with `prefix` (a member's data on logout). */
export async function deleteStored(matches: (key: QueryKey) => boolean): Promise<void> {
  try {
    for (const name of await keys()) {
      if (typeof name !== 'string' || !name.startsWith(STORE_PREFIX)) continue;
      const key = JSON.parse(name.slice(STORE_PREFIX.length)) as QueryKey;
      if (matches(key)) await del(name);
    }
  } catch {
    // Nothing stored can be read: nothing to delete.
  }
}
