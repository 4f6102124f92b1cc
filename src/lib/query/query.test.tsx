import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { get, set } from 'idb-keyval';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { lobbyCalls } from '@contract/lobby';
import { walletCalls } from '@contract/wallet';
import { Balance } from '@/components/layout/Balance';
import { keepStoreBusy } from '../../../tests/unit/support/busy-store';
import { gameFixture } from '../../../tests/unit/support/game';
import en from '@/locales/en/shell.json';
import type * as ApiClient from '../api-client';
import { ApiFailure, callApi } from '../api-client';
import { flushFavourites } from '../games/favourite-sync';
import { favouritesReady, favouritesState, toggleFavourite } from '../games/favourites';
import { getGameRowQueryOptions } from '../games/game-list';
import { getHotGamesQueryOptions } from '../games/hot-games';
import { startI18n } from '../i18n';
import { setSession } from '../session';
import { refreshBalance, walletReady, walletState } from '../wallet';
import { forgetQueries, preloadQuery, queryOptions, setRetryDelays } from './client';
import { hashKey, type QueryKey } from './keys';
import { STORE_VERSION, storeKeyOf } from './stored';
import { useQuery } from './use-query';

vi.mock('../api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const game = (nodeId: string): Game =>
  gameFixture({
    nodeId,
    gameId: nodeId,
    gameCode: nodeId,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    gameClassify: null,
    iconUrl: `/cdn/game/${nodeId}.png`,
    supportPlay: false,
    playType: 'ent',
    isHot: true,
  });

let keys = 0;
/** A read of its own per test (the layer remembers answers for the whole visit, as the app does). */
const hotGamesRead = () => {
  const key: QueryKey = ['test', 'hot', (keys += 1)];
  return queryOptions({ key, load: async (signal) => (await callApi(gameCalls.getHotGames, { language: 'EN' }, { signal })).list });
};
const never = () => new Promise<never>(() => undefined);
const offline = () => new ApiFailure('offline', 'network.offline', 'No Internet');

beforeAll(async () => {
  await startI18n('EN');
});

beforeEach(() => {
  api.mockReset();
  setRetryDelays([0, 0]);
});

describe('reading through the query layer', () => {
  it('shows a value seen before at once on the next screen, and refreshes it', async () => {
    const read = hotGamesRead();
    api.mockResolvedValueOnce({ list: [game('1')] });
    const first = renderHook(() => useQuery(read));
    await waitFor(() => expect(first.result.current.data).toEqual([game('1')]));
    first.unmount();

    api.mockResolvedValueOnce({ list: [game('2')] });
    const second = renderHook(() => useQuery(read));
    expect(second.result.current.data).toEqual([game('1')]);
    await waitFor(() => expect(second.result.current.data).toEqual([game('2')]));
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('makes one network call for two screens reading the same thing at once', async () => {
    const read = hotGamesRead();
    let answer: (value: { list: Game[] }) => void = () => undefined;
    api.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const a = renderHook(() => useQuery(read));
    const b = renderHook(() => useQuery(read));
    // Both screens have started their read (each in a task of its own) before the answer comes.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    await act(async () => answer({ list: [game('3')] }));
    await waitFor(() => expect(a.result.current.status).toBe('ready'));
    await waitFor(() => expect(b.result.current.data).toEqual([game('3')]));
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('tries again after a network failure, but takes a platform refusal as the answer', async () => {
    const flaky = hotGamesRead();
    api.mockRejectedValueOnce(offline()).mockResolvedValueOnce({ list: [game('4')] });
    const recovered = renderHook(() => useQuery(flaky));
    await waitFor(() => expect(recovered.result.current.data).toEqual([game('4')]));
    expect(api).toHaveBeenCalledTimes(2);

    api.mockReset();
    api.mockRejectedValue(new ApiFailure('server', 'system.error', 'No', 500));
    const refusing = hotGamesRead();
    const refused = renderHook(() => useQuery(refusing));
    await waitFor(() => expect(refused.result.current.status).toBe('error'));
    expect(refused.result.current.failure?.kind).toBe('server');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('does not retry while the browser is offline, and asks again when the network returns', async () => {
    const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    const read = hotGamesRead();
    setOnline(false);
    api.mockRejectedValueOnce(offline());
    const { result } = renderHook(() => useQuery(read));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(api).toHaveBeenCalledTimes(1);

    setOnline(true);
    api.mockResolvedValueOnce({ list: [game('10')] });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.data).toEqual([game('10')]));
  });

  it('keeps a call while another screen still waits for it, and aborts it when the last one closes', async () => {
    let signal: AbortSignal | undefined;
    api.mockImplementation((_call, _input, options) => {
      signal = options?.signal;
      return never();
    });
    const read = hotGamesRead();
    const first = renderHook(() => useQuery(read));
    const second = renderHook(() => useQuery(read));
    await waitFor(() => expect(signal).toBeDefined());
    first.unmount();
    expect(signal?.aborted).toBe(false);
    second.unmount();
    expect(signal?.aborted).toBe(true);
    expect(api).toHaveBeenCalledTimes(1);
  });
});

describe('stored copies', () => {
  const language = 'EN' as const;
  const storeName = (key: QueryKey) => storeKeyOf(hashKey(key));

  beforeEach(async () => {
    await forgetQueries(['hotGames']);
  });

  it('shows a recent stored copy that fits the call before the network answers, marked as saved once the refresh is late', async () => {
    const read = getHotGamesQueryOptions(language);
    await set(storeName(read.key), { version: STORE_VERSION, savedAt: Date.now() - 1000, data: [game('5')] });
    api.mockImplementation(never);
    const { result } = renderHook(() => useQuery(read));
    await waitFor(() => expect(result.current.data).toEqual([game('5')]));
    expect(result.current.saved).toBe(false);
    // The label waits three seconds of refresh; a loaded machine may run that timer late, so the wait is generous.
    await waitFor(() => expect(result.current.saved).toBe(true), { timeout: 15_000 });
    expect(result.current.data).toEqual([game('5')]);
  }, 30_000);

  it('labels the stored copy once the refresh is late even when the clock lags the timer', async () => {
    // A timer may fire a little before the clock says its time is up (a busy event loop reads the clock late):
    // with the clock standing still, only the timer can end the refresh's grace.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const read = getHotGamesQueryOptions(language);
      await set(storeName(read.key), { version: STORE_VERSION, savedAt: now - 1000, data: [game('5')] });
      api.mockImplementation(never);
      const { result } = renderHook(() => useQuery(read));
      await waitFor(() => expect(result.current.data).toEqual([game('5')]));
      expect(result.current.saved).toBe(false);
      await waitFor(() => expect(result.current.saved).toBe(true), { timeout: 15_000 });
    } finally {
      clock.mockRestore();
    }
  }, 30_000);

  it('does not label the stored copy a page’s loader drew while its refresh is still in time', async () => {
    const read = getHotGamesQueryOptions(language);
    await set(storeName(read.key), { version: STORE_VERSION, savedAt: Date.now() - 1000, data: [game('6')] });
    api.mockImplementation(never);
    await preloadQuery(read);
    const { result } = renderHook(() => useQuery(read));
    expect(result.current.data).toEqual([game('6')]);
    expect(result.current.saved).toBe(false);
    await waitFor(() => expect(result.current.saved).toBe(true), { timeout: 5_000 });
  }, 10_000);

  it('lets a page’s loader go to the network when the device store does not answer, and the screen draws the answer', async () => {
    const read = getHotGamesQueryOptions(language);
    const release = await keepStoreBusy();
    try {
      api.mockResolvedValue({ list: [game('7')] });
      await preloadQuery(read);
      expect(api).toHaveBeenCalledTimes(1);
      const { result } = renderHook(() => useQuery(read));
      expect(result.current.data).toEqual([game('7')]);
    } finally {
      release();
    }
  });

  it('never labels a stored copy as saved when its refresh answers in time: the label would only flash', async () => {
    const read = getHotGamesQueryOptions(language);
    await set(storeName(read.key), { version: STORE_VERSION, savedAt: Date.now() - 1000, data: [game('5')] });
    let answer: (value: unknown) => void = () => undefined;
    api.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const labels: boolean[] = [];
    const { result } = renderHook(() => {
      const view = useQuery(read);
      labels.push(view.saved);
      return view;
    });
    await waitFor(() => expect(result.current.data).toEqual([game('5')]));
    await act(async () => answer({ list: [game('9')] }));
    await waitFor(() => expect(result.current.data).toEqual([game('9')]));
    expect(labels).not.toContain(true);
  });

  it.each([
    ['does not fit the answer', { version: STORE_VERSION, savedAt: Date.now(), data: [{ nodeId: 7 }] }],
    ['is older than its call allows', { version: STORE_VERSION, savedAt: Date.now() - 30 * 24 * 60 * 60 * 1000, data: [game('6')] }],
    ['was written by another version', { version: STORE_VERSION + 1, savedAt: Date.now(), data: [game('6')] }],
  ])('drops a copy that %s and waits for the network', async (_reason, record) => {
    const read = getHotGamesQueryOptions(language);
    await set(storeName(read.key), record);
    let answer: (value: { list: Game[] }) => void = () => undefined;
    api.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const { result } = renderHook(() => useQuery(read));
    await waitFor(async () => expect(await get(storeName(read.key))).toBeUndefined());
    expect(result.current.data).toBeUndefined();
    await act(async () => answer({ list: [game('8')] }));
    await waitFor(() => expect(result.current.data).toEqual([game('8')]));
    expect(result.current.saved).toBe(false);
  });
});

describe('writes', () => {
  it('refetches the favourites row on screen after a favourite toggle reaches the platform', async () => {
    await favouritesReady;
    setSession({ token: 't', merchantCode: 'TALA', userName: 'ana', type: 1, firstTimeLogin: false });
    Object.assign(favouritesState, { owner: 'ana', ids: [], queue: [], syncedAt: null, syncing: false });
    let favourites = [game('1')];
    api.mockImplementation(async (call) => {
      if (call === gameCalls.getGameList) return { games: favourites, pageNum: 1, totalPages: 1, totalCount: favourites.length };
      if (call === lobbyCalls.addFavourite) {
        favourites = [game('9'), ...favourites];
        return { nodeId: '9', favourite: true, changed: true, count: favourites.length };
      }
      throw new Error(`unexpected call ${call.name}`);
    });
    const read = getGameRowQueryOptions({ dataType: 'FAV', pageSize: 10, member: 'ana' }, 'EN');
    const { result } = renderHook(() => useQuery(read));
    await waitFor(() => expect(result.current.data?.map((g) => g.nodeId)).toEqual(['1']));

    toggleFavourite(game('9'));
    await flushFavourites();
    await waitFor(() => expect(result.current.data?.map((g) => g.nodeId)).toEqual(['9', '1']));
  });
});

describe('the header balance', () => {
  it('says the figure is a saved one when it comes from the device because the refresh failed', async () => {
    await walletReady;
    setSession({ token: 't', merchantCode: 'TALA', userName: 'ben', type: 1, firstTimeLogin: false });
    Object.assign(walletState, { sumBalance: null, saved: false, refreshing: false, hidden: false });
    await set(storeKeyOf(hashKey(['wallet', 'balance', 'ben'])), {
      version: STORE_VERSION,
      savedAt: Date.now() - 60_000,
      data: { sumBalance: 125.5, currency: 'PHP', playMoney: false },
    });
    api.mockRejectedValue(offline());
    render(<Balance />);
    await act(async () => {
      await refreshBalance().catch(() => undefined);
    });
    expect(screen.getByTestId('balance').textContent).toContain('125.50');
    expect(screen.getByText(en.header.savedBalance)).toBeDefined();

    api.mockReset();
    api.mockImplementation(async (call) => {
      if (call === walletCalls.getBalance) return { sumBalance: 130, currency: 'PHP', playMoney: false };
      throw new Error(`unexpected call ${call.name}`);
    });
    await act(async () => {
      await refreshBalance();
    });
    expect(screen.getByTestId('balance').textContent).toContain('130.00');
    expect(screen.queryByText(en.header.savedBalance)).toBeNull();
  });
});
