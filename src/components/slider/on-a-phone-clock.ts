import { act } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * For a carousel's tests: jsdom lays nothing out, so every box is given a phone's `width`, as the
 * slider measures it; timers and animation frames run on a fake clock. Answers the clock's hand.
 */
export function onAPhoneClock(width: number): { advance: (ms: number) => void } {
  const realOffsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => width });
  });
  afterAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', realOffsetWidth);
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return { advance: (ms) => void act(() => vi.advanceTimersByTime(ms)) };
}
