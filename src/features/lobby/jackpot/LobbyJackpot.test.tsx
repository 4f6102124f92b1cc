import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameCalls } from '@contract/games';
import type * as ApiClient from '@/lib/api-client';
import { callApi } from '@/lib/api-client';
import { startI18n } from '@/lib/i18n';
import { forgetQueries } from '@/lib/query/client';
import LobbyJackpot from './LobbyJackpot';
import type { Jackpot } from './jackpot-figure';

vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

beforeAll(async () => {
  await startI18n('EN');
});

afterEach(async () => {
  vi.useRealTimers();
  api.mockReset();
  await forgetQueries(['jackpot']);
});

/** The figure as shown, without the currency sign. */
const shown = () => screen.getByTestId('lobby-jackpot-value').textContent!.replace(/^[^\d]+/, '');

describe("the game centre's jackpot counter", () => {
  it('shows the platform’s figure with two decimals and grows it at the platform’s intervals, within its range', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const jackpot: Jackpot = {
      value: 999_990_000,
      asOf: 1_000_000,
      perSecond: 7_500.37,
      decimals: 2,
      intervalsMs: [3000],
      range: { min: 100_000_000, max: 1_000_000_000 },
    };
    api.mockResolvedValue(jackpot);
    render(<LobbyJackpot />);
    await vi.waitFor(() => expect(screen.getByTestId('lobby-jackpot-value').textContent).toMatch(/\d/));
    expect(api).toHaveBeenCalledWith(gameCalls.getJackpot, { pool: 'lobby' }, expect.objectContaining({ silent: true }));
    const firstShown = shown();
    expect(firstShown).toMatch(/^999,99\d,\d{3}\.\d{2}$/);

    // Nothing changes before the platform's interval; then the figure steps on, past 1 billion and so from 100 million again.
    await act(async () => vi.advanceTimersByTimeAsync(2_900));
    expect(shown()).toBe(firstShown);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(shown()).toMatch(/^100,0\d\d,\d{3}\.\d{2}$/);
    expect(Number(shown().replace(/,/g, ''))).toBeGreaterThan(100_012_000);
  });
});
