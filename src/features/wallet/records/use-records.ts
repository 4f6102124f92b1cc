import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure } from '@/lib/api-client';

export interface RecordsPage<T> {
  list: T[];
  nextCursor: string | null;
}

export interface RecordsView<T> {
  rows: T[];
  status: 'loading' | 'ready' | 'error';
  failure: ApiFailure | null;
  /** More rows exist below the last one shown. */
  more: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A records list read page by page, newest first: the first page for the query, then each
 * next page from the cursor the last one ended at. A new query starts over; an answer to an
 * old query is dropped.
 */
export function useRecords<T>(
  queryKey: string,
  load: (cursor: string | undefined, signal: AbortSignal) => Promise<RecordsPage<T>>,
): RecordsView<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<RecordsView<T>['status']>('loading');
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const inFlight = useRef<AbortController | null>(null);
  const generation = useRef(0);

  const fetchPage = useCallback((from: string | undefined, replace: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const mine = generation.current;
    setStatus('loading');
    setFailure(null);
    loadRef.current(from, controller.signal).then(
      (page) => {
        if (mine !== generation.current || controller.signal.aborted) return;
        setRows((previous) => (replace ? page.list : [...previous, ...page.list]));
        setCursor(page.nextCursor);
        setStatus('ready');
      },
      (error: unknown) => {
        if (mine !== generation.current || controller.signal.aborted) return;
        setFailure(error instanceof ApiFailure ? error : null);
        setStatus('error');
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    setRows([]);
    setCursor(null);
    fetchPage(undefined, true);
    return () => inFlight.current?.abort();
  }, [queryKey, fetchPage]);

  const loadMore = useCallback(() => {
    if (status === 'ready' && cursor) fetchPage(cursor, false);
  }, [status, cursor, fetchPage]);

  const retry = useCallback(() => {
    if (rows.length > 0 && cursor) fetchPage(cursor, false);
    else fetchPage(undefined, true);
  }, [fetchPage, rows.length, cursor]);

  return { rows, status, failure, more: cursor !== null, loadMore, retry };
}
