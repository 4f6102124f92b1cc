import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameCalls } from '@contract/games';
import { callApi, SLOW_CALL_MS } from '@/lib/api-client';
import { startI18n } from '@/lib/i18n';
import en from '@/locales/en/errors.json';
import { NetworkNotice } from './NetworkNotice';

beforeAll(async () => {
  await startI18n('EN');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NetworkNotice', () => {
  it('says "Slow Connection" while a call takes longer than the threshold, and clears when it answers', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    render(<NetworkNotice />);
    const pending = callApi(gameCalls.getJackpot, {});
    await act(async () => vi.advanceTimersByTimeAsync(SLOW_CALL_MS + 10));
    expect(screen.getByRole('status').textContent).toContain(en.slowConnection);
    await act(async () => {
      answer(new Response(JSON.stringify({ success: true, value: {} })));
      await pending;
    });
    expect(screen.queryByText(en.slowConnection)).toBeNull();
  });

  it('says "No Internet" when a call cannot reach the platform; silent calls say nothing', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    render(<NetworkNotice />);
    await act(async () => {
      await callApi(gameCalls.getJackpot, {}, { silent: true }).catch(() => undefined);
    });
    expect(screen.queryByText(en.noInternet)).toBeNull();
    await act(async () => {
      await callApi(gameCalls.getJackpot, {}).catch(() => undefined);
    });
    expect(screen.getByRole('status').textContent).toContain(en.noInternet);
  });
});
