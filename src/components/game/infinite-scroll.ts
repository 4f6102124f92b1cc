import { useEffect, useRef } from 'react';

/** Loads the next page once the end of the list is this close. */
export const LOAD_MORE_DISTANCE_PX = 300;
/** At most one load-more per this many milliseconds. */
export const LOAD_MORE_THROTTLE_MS = 1000;

export interface ScrollSnapshot {
  scrollY: number;
  previousScrollY: number;
  viewportHeight: number;
  /** Where the list ends, in page coordinates. */
  listBottom: number;
  hasMore: boolean;
  loading: boolean;
  /** A menu or dialog holds the page still. */
  locked: boolean;
  now: number;
  lastLoadAt: number;
}

/** The platform's rule: only scrolling down, within 300 px of the end, when more exists, not locked, at most once a second. */
export function shouldLoadMore(s: ScrollSnapshot): boolean {
  if (!s.hasMore || s.loading || s.locked) return false;
  if (s.scrollY <= s.previousScrollY) return false;
  if (s.now - s.lastLoadAt < LOAD_MORE_THROTTLE_MS) return false;
  return s.listBottom - (s.scrollY + s.viewportHeight) <= LOAD_MORE_DISTANCE_PX;
}

const isScrollLocked = () => document.documentElement.classList.contains('scroll-locked');

/**
 * Watches the page scroll and calls `loadMore` by the rule above; `endRef` marks where
 * the list ends.
 */
export function useInfiniteScroll({ hasMore, loading, loadMore }: { hasMore: boolean; loading: boolean; loadMore: () => void }) {
  const endRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, loadMore });
  latest.current = { hasMore, loading, loadMore };
  useEffect(() => {
    let previousScrollY = window.scrollY;
    let lastLoadAt = 0;
    let frame = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    /** `downward` carries a downward scroll that arrived inside the throttle window to its end. */
    const check = (downward = false) => {
      frame = 0;
      const end = endRef.current;
      const scrollY = window.scrollY;
      if (scrollY < previousScrollY) clearTimeout(trailing);
      if (end) {
        const snapshot: ScrollSnapshot = {
          scrollY,
          previousScrollY: downward ? Math.min(previousScrollY, scrollY - 1) : previousScrollY,
          viewportHeight: window.innerHeight,
          listBottom: end.getBoundingClientRect().top + scrollY,
          hasMore: latest.current.hasMore,
          loading: latest.current.loading,
          locked: isScrollLocked(),
          now: Date.now(),
          lastLoadAt,
        };
        if (shouldLoadMore(snapshot)) {
          lastLoadAt = snapshot.now;
          latest.current.loadMore();
        } else if (snapshot.scrollY > snapshot.previousScrollY && shouldLoadMore({ ...snapshot, lastLoadAt: 0 })) {
          clearTimeout(trailing);
          trailing = setTimeout(() => check(true), LOAD_MORE_THROTTLE_MS - (snapshot.now - lastLoadAt));
        }
      }
      previousScrollY = scrollY;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(() => check());
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(trailing);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return endRef;
}
