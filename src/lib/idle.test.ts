import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The scheduler keeps whether the page became interactive for the life of the page: each test loads it afresh.
const loadIdle = async () => {
  vi.resetModules();
  return import('./idle');
};

describe('deferred work', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts after its fallback on a page that holds nothing', async () => {
    const { afterInteractive } = await loadIdle();
    const task = vi.fn();
    afterInteractive(task, 1000);
    await vi.advanceTimersByTimeAsync(900);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits past its fallback while a page holds it, and starts once that page is interactive', async () => {
    const { afterInteractive, holdDeferredWork, markInteractive } = await loadIdle();
    const task = vi.fn();
    holdDeferredWork();
    afterInteractive(task, 1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    markInteractive();
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('starts when the holding page goes away before it became interactive', async () => {
    const { afterInteractive, holdDeferredWork } = await loadIdle();
    const task = vi.fn();
    const endHold = holdDeferredWork();
    afterInteractive(task, 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).not.toHaveBeenCalled();
    endHold();
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('is held at most for the longest hold when the page never becomes interactive', async () => {
    const { afterInteractive, holdDeferredWork } = await loadIdle();
    const task = vi.fn();
    holdDeferredWork(10_000);
    afterInteractive(task, 1000);
    await vi.advanceTimersByTimeAsync(9000);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('is dropped when cancelled before it started', async () => {
    const { afterInteractive } = await loadIdle();
    const task = vi.fn();
    const cancel = afterInteractive(task, 1000);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
