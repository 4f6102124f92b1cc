/**
 * Keeps catalogue answers for a few seconds. The embedded database has one connection,
 * so a busy lobby asking for the same page at once would otherwise queue behind itself;
 * callers arriving while an answer is being read share that one read. Games and vendors
 * change only when the operator edits the catalogue, and such an edit shows within `ttlMs`.
 */
export function createReadCache(ttlMs: number, maxEntries = 500, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed read is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
