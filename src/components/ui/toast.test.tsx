import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A fresh app: its first screen not drawn yet (the test setup marks it drawn for every other test).
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a message raised while the app starts for its whole time once the first screen is on the page', async () => {
    const { showToast, TOAST_MS, ToastHost } = await import('./toast');
    const { firstScreenDrawn } = await import('@/lib/hydration');
    render(<ToastHost />);
    // A guard sends the player home and says why, before anything is drawn.
    act(() => showToast('Non-agents cannot log in', { kind: 'error' }));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS.short * 2));
    expect(screen.getByText('Non-agents cannot log in')).toBeTruthy();

    firstScreenDrawn();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS.short - 100));
    expect(screen.getByText('Non-agents cannot log in')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Non-agents cannot log in')).toBeNull();
  });
});
