import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hashKey } from './keys';
import { LOADING_VIEW, peekQuery, watchQuery, type QueryOptions, type QueryView } from './client';

export interface QueryResult<T> extends QueryView<T> {
  /** Asks the platform again (a "Retry" button). */
  retry: () => void;
}

/**
 * A screen section's read. Null options read nothing (a section not yet due). A key seen
 * before shows its value at once and refreshes; the call starts in a task of its own (a
 * page's dozen calls started in one effect pass made one long task); answers render in a
 * transition the browser can interrupt; the result is the same object while nothing changed,
 * so a memoised section skips the renders its siblings cause.
 */
export function useQuery<T>(options: QueryOptions<T> | null): QueryResult<T> {
  const hash = options ? hashKey(options.key) : null;
  const latest = useRef(options);
  latest.current = options;
  const [shown, setShown] = useState<{ hash: string | null; view: QueryView<T> }>(() => ({
    hash,
    view: hash ? peekQuery<T>(hash) : LOADING_VIEW,
  }));
  const watch = useRef<{ refetch: () => void } | null>(null);

  useEffect(() => {
    const current = latest.current;
    if (!hash || !current) return;
    const held = watchQuery(current, (view) => startTransition(() => setShown({ hash, view })));
    watch.current = held;
    setShown((previous) => (previous.hash === hash && previous.view === held.view() ? previous : { hash, view: held.view() }));
    const start = setTimeout(held.start, 0);
    return () => {
      clearTimeout(start);
      held.stop();
      if (watch.current === held) watch.current = null;
    };
  }, [hash]);

  const retry = useCallback(() => watch.current?.refetch(), []);
  const view = shown.hash === hash ? shown.view : hash ? peekQuery<T>(hash) : LOADING_VIEW;
  return useMemo(() => ({ ...view, retry }), [view, retry]);
}
