import { get, set } from 'idb-keyval';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiFailure } from './api-client';

export type ResourceStatus = 'loading' | 'ready' | 'error';

export interface Resource<T> {
  status: ResourceStatus;
  /** The freshest value: the server's answer, or the last good one while a refresh runs or after it failed. */
  data: T | undefined;
  failure: ApiFailure | null;
  retry: () => void;
}

export interface ResourceOptions {
  /**
   * Keep the last good answer in IndexedDB so the next visit (even offline) shows it at
   * once. Only for public content: nothing tied to a member is written.
   */
  persist?: boolean;
}

const memory = new Map<string, unknown>();
const STORE_PREFIX = 'resource:';

const asFailure = (error: unknown) =>
  error instanceof ApiFailure ? error : new ApiFailure('http', 'system.error', error instanceof Error ? error.message : 'Unknown error');

/**
 * Loads data for a screen section keyed by what it depends on. A null key loads nothing.
 * A key seen before shows its last value at once and refreshes in the background.
 */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: ResourceOptions = {}): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; status: ResourceStatus; data: T | undefined; failure: ApiFailure | null }>(
    () => ({ key, status: 'loading', data: key ? (memory.get(key) as T | undefined) : undefined, failure: null }),
  );
  const persist = options.persist === true;

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    // A stored answer still helps after a failed fetch (offline), never after a fresh one.
    let fresh = false;
    // A section that mounts already loading keeps its state object: no extra, unsliced render of the page.
    setState((previous) =>
      previous.key === key && previous.status === 'loading' && previous.failure === null
        ? previous
        : { key, status: 'loading', data: previous.key === key ? previous.data : (memory.get(key) as T | undefined), failure: null },
    );
    // Each section starts its call in a task of its own: a page's dozen calls started in one
    // effect pass (IndexedDB reads included) made one long task.
    const start = setTimeout(() => {
      if (persist && !memory.has(key)) {
        get<T>(STORE_PREFIX + key)
          .then((stored) => {
            if (stored === undefined || fresh || controller.signal.aborted) return;
            startTransition(() =>
              setState((previous) => (previous.key === key && previous.data === undefined ? { ...previous, data: stored } : previous)),
            );
          })
          .catch(() => undefined);
      }
      load(controller.signal).then(
        (data) => {
          fresh = true;
          if (controller.signal.aborted) return;
          memory.set(key, data);
          if (persist) set(STORE_PREFIX + key, data).catch(() => undefined);
          // A section full of tiles renders in slices the browser can interrupt, not as one long task.
          startTransition(() => setState({ key, status: 'ready', data, failure: null }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          startTransition(() => setState((previous) => ({ ...previous, key, status: 'error', failure: asFailure(error) })));
        },
      );
    }, 0);
    return () => {
      clearTimeout(start);
      controller.abort();
    };
    // `load` is re-created each render; the key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, persist]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key ? state : { status: 'loading' as const, data: undefined, failure: null };
  const { status, data, failure } = current;
  // The same object while nothing changed, so a memoised section skips the renders its siblings cause.
  return useMemo(() => ({ status, data, failure, retry }), [status, data, failure, retry]);
}

/** Forgets every remembered answer (logging out drops member-bound data this way). */
export function forgetResources(prefix = ''): void {
  for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
}
