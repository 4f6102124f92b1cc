import { useEffect, useRef } from 'react';
import type { DrawState } from '@contract/lobby';
import { invalidate, type QueryView } from '@/lib/query/client';
import { awaitedAfter, nextDrawRefreshIn, type AwaitedDraws } from './draw-refresh';

/**
 * Keeps an open Tala 3D current: when a draw's tickets close the next draw comes on offer, and
 * when its time comes its result shows, without the player leaving the page. A failed read is
 * tried again on the same schedule.
 */
export function useDrawRefresh(launch: string, view: Pick<QueryView<DrawState>, 'data' | 'status'>): void {
  const awaited = useRef<AwaitedDraws>(new Map());
  const { data, status } = view;
  useEffect(() => {
    if (!data || status === 'loading') return;
    const now = Date.now();
    awaited.current = awaitedAfter(data, awaited.current, now);
    const wait = nextDrawRefreshIn(data, awaited.current, now);
    if (wait === null) return;
    const timer = setTimeout(() => invalidate(['drawState', launch]), wait);
    return () => clearTimeout(timer);
  }, [launch, data, status]);
}
