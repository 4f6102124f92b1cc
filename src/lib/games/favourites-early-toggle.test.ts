import { get, set } from 'idb-keyval';
import { expect, it, vi } from 'vitest';
import type * as ApiClient from '../api-client';
import { callApi } from '../api-client';
import { setSession } from '../session';

vi.mock('../api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));

it('keeps a heart tapped before the device has read its stored list: the stored favourites and the new one are both kept, and sent', async () => {
  vi.mocked(callApi).mockResolvedValue({ nodeId: 'x', favourite: true, changed: true, count: 1 });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  await set('favourites', { owner: 'ana', ids: ['11', '12'], queue: [], syncedAt: 1 });
  setSession({ token: 't', merchantCode: 'TALA', userName: 'ana', type: 1, firstTimeLogin: false });

  // The store starts reading the device as its module loads; the tap comes before the read answers.
  const { favouritesReady, favouritesState, toggleFavourite } = await import('./favourites');
  expect(toggleFavourite({ nodeId: '13', vassalage: 'JILI' })).toBe('added');
  expect(favouritesState.ids).toContain('13');
  await favouritesReady;

  expect(favouritesState.ids).toEqual(['13', '11', '12']);
  expect(favouritesState.queue.map((toggle) => [toggle.nodeId, toggle.action])).toEqual([['13', 'add']]);
  // Kept on the device at once: a reload while offline still has the tap.
  await vi.waitFor(async () => expect((await get<{ ids: string[] }>('favourites'))?.ids).toEqual(['13', '11', '12']));
});
