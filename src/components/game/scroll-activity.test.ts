import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScrollActivity, SCROLL_SETTLE_MS } from './scroll-activity';

describe('scroll activity', () => {
  afterEach(() => vi.useRealTimers());

  it('tells waiting rows once the page has been still for a moment, and at once when it is already still', () => {
    vi.useFakeTimers();
    const activity = createScrollActivity();
    const still = vi.fn();
    activity.whenSettled(still);
    expect(still).toHaveBeenCalledTimes(1);

    activity.onScroll();
    const waiting = vi.fn();
    activity.whenSettled(waiting);
    vi.advanceTimersByTime(SCROLL_SETTLE_MS - 1);
    activity.onScroll();
    vi.advanceTimersByTime(SCROLL_SETTLE_MS - 1);
    expect(waiting).not.toHaveBeenCalled();
    expect(activity.isScrolling()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(activity.isScrolling()).toBe(false);
  });
});
