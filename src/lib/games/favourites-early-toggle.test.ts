import { del, get, set } from 'idb-keyval';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../api-client';

vi.mock('../api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));

/** The favourites store and the session as a page that has just started has them: the device not read yet. */
async function freshStart() {
  vi.resetModules();
  (await import('../hydration')).firstScreenDrawn();
  const { setSession } = await import('../session');
  setSession({ token: 't', merchantCode: 'TALA', userName: 'ana', type: 1, firstTimeLogin: false });
  // The store starts reading the device as its module loads.
  return import('./favourites');
}

beforeEach(() => {
  // Offline: the toggles stay queued, as they are until the platform has them.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
});

it('keeps a heart tapped before the device has read its stored list: the stored favourites and the new one are both kept', async () => {
  await set('favourites', { owner: 'ana', ids: ['11', '12'], queue: [], syncedAt: 1 });
  const { favouritesReady, favouritesState, toggleFavourite } = await freshStart();
  expect(toggleFavourite({ nodeId: '13', vassalage: 'JILI' })).toBe('waiting');
  await favouritesReady;

  expect(favouritesState.ids).toEqual(['13', '11', '12']);
  expect(favouritesState.queue.map((toggle) => [toggle.nodeId, toggle.action])).toEqual([['13', 'add']]);
  // Kept on the device at once: a reload while offline still has the tap.
  await vi.waitFor(async () => expect((await get<{ ids: string[] }>('favourites'))?.ids).toEqual(['13', '11', '12']));
});

it('queues a heart tapped on a device that kept no list once, and keeps it', async () => {
  await del('favourites');
  const { favouritesReady, favouritesState, toggleFavourite } = await freshStart();
  expect(toggleFavourite({ nodeId: '21', vassalage: 'JILI' })).toBe('waiting');
  await favouritesReady;

  expect(favouritesState.ids).toEqual(['21']);
  expect(favouritesState.queue.map((toggle) => [toggle.nodeId, toggle.action])).toEqual([['21', 'add']]);
  await vi.waitFor(async () => expect((await get<{ ids: string[] }>('favourites'))?.ids).toEqual(['21']));
});
