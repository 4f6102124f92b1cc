import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lobbyCalls } from '@contract/lobby';
import type * as ApiClient from '../api-client';
import { ApiFailure, callApi } from '../api-client';
import { clearSession, setSession } from '../session';
import { applyQueue, flushFavourites, loadFavouriteIds } from './favourite-sync';
import { favouritesReady, favouritesState, pendingNodeIds, toggleFavourite } from './favourites';

vi.mock('../api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const game = (nodeId: string) => ({ nodeId, vassalage: 'JILI' });
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

describe('favourites on the device', () => {
  beforeEach(async () => {
    await favouritesReady;
    api.mockReset();
    setOnline(true);
    setSession({ token: 't', merchantCode: 'TALA', userName: 'ana', type: 1, firstTimeLogin: false });
    Object.assign(favouritesState, { owner: 'ana', ids: [], queue: [], syncedAt: null, syncing: false });
  });

  it('sends a visitor to log in instead of toggling', () => {
    clearSession();
    expect(toggleFavourite(game('1'))).toBe('login');
    expect(favouritesState.queue).toHaveLength(0);
  });

  it('keeps toggles made offline, marks them pending, and sends each once, in order, with its own key when back online', async () => {
    setOnline(false);
    for (const id of ['1', '2', '3']) expect(toggleFavourite(game(id))).toBe('added');
    expect(toggleFavourite(game('2'))).toBe('removed');
    await flushFavourites();
    expect(api).not.toHaveBeenCalled();
    expect(favouritesState.ids).toEqual(['3', '1']);
    expect([...pendingNodeIds(favouritesState)].sort()).toEqual(['1', '2', '3']);

    setOnline(true);
    api.mockResolvedValue({ nodeId: 'x', favourite: true, changed: true, count: 1 });
    await flushFavourites();
    expect(api.mock.calls.map(([call, input]) => [call.name, (input as { nodeId: string }).nodeId])).toEqual([
      [lobbyCalls.addFavourite.name, '1'],
      [lobbyCalls.addFavourite.name, '2'],
      [lobbyCalls.addFavourite.name, '3'],
      [lobbyCalls.removeFavourite.name, '2'],
    ]);
    const keys = api.mock.calls.map(([, , options]) => options?.idempotencyKey);
    expect(new Set(keys).size).toBe(4);
    expect(favouritesState.queue).toEqual([]);
  });

  it('retries a toggle whose answer never came with the same key, and drops one the platform refuses', async () => {
    toggleFavourite(game('7'));
    api.mockRejectedValueOnce(new ApiFailure('offline', 'network.offline', 'No Internet'));
    await flushFavourites();
    const firstKey = api.mock.calls[0]![2]!.idempotencyKey;
    expect(favouritesState.queue).toHaveLength(1);

    api.mockResolvedValueOnce({ nodeId: '7', favourite: true, changed: true, count: 1 });
    await flushFavourites();
    expect(api.mock.calls[1]![2]!.idempotencyKey).toBe(firstKey);
    expect(favouritesState.queue).toHaveLength(0);

    toggleFavourite(game('8'));
    api.mockRejectedValueOnce(new ApiFailure('server', 'game.notFound', 'No such game', 404));
    api.mockResolvedValueOnce({ nodeIds: ['7'], limit: 200 });
    await flushFavourites();
    expect(favouritesState.queue).toHaveLength(0);
    expect(favouritesState.ids).toEqual(['7']);
  });

  it('skips an add when the game is already a favourite and refuses past 200', () => {
    favouritesState.ids = Array.from({ length: 200 }, (_, i) => String(i + 1));
    expect(toggleFavourite(game('999'))).toBe('full');
    expect(favouritesState.queue).toHaveLength(0);
  });

  it('lays toggles still queued over the list read from the platform', async () => {
    expect(
      applyQueue(
        ['1', '2'],
        [
          { nodeId: '3', action: 'add', idempotencyKey: 'k-000003' },
          { nodeId: '1', action: 'remove', idempotencyKey: 'k-000004' },
        ],
      ),
    ).toEqual(['3', '2']);
    setOnline(false);
    toggleFavourite(game('5'));
    api.mockResolvedValueOnce({ nodeIds: ['4'], limit: 200 });
    await loadFavouriteIds();
    expect(favouritesState.ids).toEqual(['5', '4']);
  });

  it('starts afresh when another member logs in on the device', () => {
    favouritesState.ids = ['1'];
    setSession({ token: 'u', merchantCode: 'TALA', userName: 'ben', type: 1, firstTimeLogin: false });
    toggleFavourite(game('2'));
    expect(favouritesState.owner).toBe('ben');
    expect(favouritesState.ids).toEqual(['2']);
  });
});
