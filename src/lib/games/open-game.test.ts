import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lobbyCalls } from '@contract/lobby';
import type * as ApiClient from '../api-client';
import { ApiFailure, callApi } from '../api-client';
import { clearSession, setSession } from '../session';
import { gameCalls } from '@contract/games';
import { openGame } from './open-game';
import { recentState } from './recent';
import { gameFixture } from '../../../tests/unit/support/game';

vi.mock('../api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const game = gameFixture;
const member = (type: number) => setSession({ token: 't', merchantCode: 'TALA', userName: 'ana', type, firstTimeLogin: false });
const launched = (url: string, isGameH5 = true) => ({ url, isGameH5, freePlay: false, nodeId: '100001' });

describe('opening a game', () => {
  beforeEach(() => {
    api.mockReset();
    recentState.owner = null;
    recentState.games = [];
  });

  it('sends a visitor to log in and launches nothing', async () => {
    clearSession();
    const navigate = vi.fn();
    expect(await openGame(game(), navigate)).toEqual({ kind: 'login' });
    expect(navigate).toHaveBeenCalledWith({ to: '/m/login', search: { redirect: expect.any(String) } });
    expect(api).not.toHaveBeenCalled();
  });

  it('opens an H5 game in the app’s game page and puts it first in recent games', async () => {
    member(1);
    api.mockResolvedValueOnce(launched('/m/game?nodeId=100001&launch=abcdefghijklmnop&name=Super+Ace'));
    const navigate = vi.fn();
    const outcome = await openGame(game(), navigate);
    expect(outcome).toMatchObject({ kind: 'opened', inApp: true });
    expect(navigate).toHaveBeenCalledWith({ href: '/m/game?nodeId=100001&launch=abcdefghijklmnop&name=Super+Ace' });
    expect(api.mock.calls[0]![0]).toBe(lobbyCalls.launchGame);
    expect(recentState.games.map((g) => g.nodeId)).toEqual(['100001']);
  });

  it('hands the whole window to the vendor page the platform answers for a third-party H5 game', async () => {
    member(1);
    const assign = vi.fn();
    const real = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...real, origin: real.origin, href: real.href, assign } });
    api.mockResolvedValueOnce(launched('/vendor-demo/JILI?launch=abcdefghijklmnop&lang=EN'));
    const navigate = vi.fn();
    try {
      expect(await openGame(game(), navigate)).toMatchObject({ kind: 'opened', inApp: false });
      expect(assign).toHaveBeenCalledWith(`${real.origin}/vendor-demo/JILI?launch=abcdefghijklmnop&lang=EN`);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: real });
    }
  });

  it('opens any other game in a new window', async () => {
    member(1);
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    api.mockResolvedValueOnce(launched('/m/game?nodeId=100001&launch=abcdefghijklmnop', false));
    const navigate = vi.fn();
    expect(await openGame(game({ isGameH5: false }), navigate)).toMatchObject({ kind: 'opened', inApp: false });
    expect(popup.location.href).toBe('/m/game?nodeId=100001&launch=abcdefghijklmnop');
    expect(navigate).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('allows free play only where the game supports it and for member types 0, 1 and 2', async () => {
    member(4);
    expect(await openGame(game(), vi.fn(), { freePlay: true })).toEqual({ kind: 'refused', errorCode: 'free_reject' });
    member(2);
    expect(await openGame(game({ supportPlay: false }), vi.fn(), { freePlay: true })).toEqual({
      kind: 'refused',
      errorCode: 'free_reject',
    });
    expect(api).not.toHaveBeenCalled();
    api.mockResolvedValueOnce(launched('/m/game?nodeId=100001&launch=abcdefghijklmnop'));
    await openGame(game(), vi.fn(), { freePlay: true });
    expect(api.mock.calls[0]![1]).toMatchObject({ nodeId: '100001', supportFreePlay: '1' });
  });

  it('launches lotteries with the prize mode the vendor mapping gives and their play type', async () => {
    member(1);
    const mapping = [{ gameType: 'ELOTT', vendors: ['TCG'], gameClassify: [{ key: 'LOTTERY', vendors: ['TCG'] }], gameCount: 25 }];
    api.mockImplementation(async (call) =>
      call === gameCalls.getVendorMapping ? { mapping } : launched('/m/game?nodeId=1&launch=abcdefghijklmnop'),
    );
    await openGame(game({ gameType: 'LOTT', vassalage: 'TCG_SEA', gameCode: '4', lottoMode: 'SEA', playType: 'ent' }), vi.fn());
    const launches = () => api.mock.calls.filter(([call]) => call === lobbyCalls.launchLottery).map(([, input]) => input);
    expect(launches()).toEqual([{ vendor: 'TCG_SEA', gameCode: '4', prizeMode: 'SEA', playType: 'ent' }]);
    // The mapping, not the game's own mode, decides: an e-lottery lottery group puts every other lottery in Elott.
    await openGame(game({ gameType: 'LOTT', vassalage: 'GW', gameCode: '7', lottoMode: 'ZY', playType: 'trad' }), vi.fn());
    expect(launches()[1]).toEqual({ vendor: 'GW', gameCode: '7', prizeMode: 'Elott', playType: 'trad' });
  });

  it('answers a failed launch without adding the game to recent games', async () => {
    member(1);
    api.mockRejectedValueOnce(new ApiFailure('server', 'game.notFound', 'No such game', 404));
    expect(await openGame(game(), vi.fn())).toMatchObject({ kind: 'failed' });
    expect(recentState.games).toEqual([]);
  });
});
