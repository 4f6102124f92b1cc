import { describe, expect, it } from 'vitest';
import { LOAD_MORE_DISTANCE_PX, LOAD_MORE_THROTTLE_MS, shouldLoadMore, type ScrollSnapshot } from './infinite-scroll';

const near: ScrollSnapshot = {
  scrollY: 1000,
  previousScrollY: 900,
  viewportHeight: 800,
  listBottom: 1800 + LOAD_MORE_DISTANCE_PX,
  hasMore: true,
  loading: false,
  locked: false,
  now: 10_000,
  lastLoadAt: 0,
};

describe('loading more games while scrolling', () => {
  it('loads when scrolling down within 300 px of the end', () => {
    expect(shouldLoadMore(near)).toBe(true);
    expect(shouldLoadMore({ ...near, listBottom: 1800 + LOAD_MORE_DISTANCE_PX + 1 })).toBe(false);
  });

  it('never loads while scrolling up or standing still', () => {
    expect(shouldLoadMore({ ...near, previousScrollY: 1100 })).toBe(false);
    expect(shouldLoadMore({ ...near, previousScrollY: 1000 })).toBe(false);
  });

  it('waits for more to exist, the last load to finish and the page to be unlocked', () => {
    expect(shouldLoadMore({ ...near, hasMore: false })).toBe(false);
    expect(shouldLoadMore({ ...near, loading: true })).toBe(false);
    expect(shouldLoadMore({ ...near, locked: true })).toBe(false);
  });

  it('loads at most once a second', () => {
    expect(shouldLoadMore({ ...near, lastLoadAt: near.now - LOAD_MORE_THROTTLE_MS + 1 })).toBe(false);
    expect(shouldLoadMore({ ...near, lastLoadAt: near.now - LOAD_MORE_THROTTLE_MS })).toBe(true);
  });
});
