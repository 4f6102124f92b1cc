import { del, get, set } from './device-store';
import { snapshot, subscribe } from 'valtio';
import type * as z from 'zod/mini';
import { afterFirstScreen } from './hydration';

/**
 * Keeps a valtio store in IndexedDB. What is read back goes through the store's schema:
 * data that does not fit (an older version, a tampered value) is dropped and the
 * defaults stand. The schema is loaded only when something was stored (`loadSchema`), so a
 * first visit downloads none. What was stored is applied once the first screen is up (a page the
 * server rendered is hydrated as the server drew it, without the device's data). Plain snapshots, never proxies, are written; `fields` limits what
 * is written (a store may hold figures that are kept elsewhere, or not at all).
 */
export async function persistStore<S extends z.ZodMiniType<Record<string, unknown>>>(
  key: string,
  store: z.infer<S>,
  loadSchema: () => Promise<S>,
  options: { debounceMs?: number; fields?: readonly (keyof z.infer<S>)[] } = {},
): Promise<() => void> {
  await afterFirstScreen();
  try {
    const stored: unknown = await get(key);
    if (stored !== undefined) {
      const parsed = (await loadSchema()).safeParse(stored);
      if (parsed.success) Object.assign(store, parsed.data);
      else await del(key);
    }
  } catch {
    // IndexedDB can be unavailable (private mode, storage full): the store keeps working in memory.
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  return subscribe(store, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const plain = snapshot(store) as Record<PropertyKey, unknown>;
      const kept = options.fields ? Object.fromEntries(options.fields.map((field) => [field, plain[field]])) : plain;
      set(key, kept).catch(() => undefined);
    }, options.debounceMs ?? 100);
  });
}
