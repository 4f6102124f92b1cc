import { useMemo } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type * as z from 'zod/mini';
import { FAVOURITES_LIMIT, type Game } from '@contract/domain';
import { persistStore } from '../persist';
import { sessionState } from '../session';
import type { favouritesSchema, QueuedToggle } from '../stored-state-schemas';

export type { QueuedToggle };

interface FavouritesStore extends z.infer<typeof favouritesSchema> {
  syncing: boolean;
}

export const favouritesState = proxy<FavouritesStore>({ owner: null, ids: [], queue: [], syncedAt: null, syncing: false });

/** `waiting`: made once the device's stored list is read. */
export type ToggleOutcome = 'login' | 'added' | 'removed' | 'full' | 'waiting';

/** Node ids with a toggle still waiting for the platform: the tiles mark them "pending sync". */
export const pendingNodeIds = (store: { queue: readonly Pick<QueuedToggle, 'nodeId'>[] }): Set<string> =>
  new Set(store.queue.map((item) => item.nodeId));

export const isFavourite = (store: { ids: readonly string[] }, nodeId: string) => store.ids.includes(nodeId);

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Adds or removes a favourite. The list changes at once; the platform hears about it
 * through the queue, right away when online, or when the network returns. Adding a
 * game already there does nothing; a full list (200) refuses.
 */
export function toggleFavourite(game: Pick<Game, 'nodeId' | 'vassalage'>): ToggleOutcome {
  const owner = sessionState.info?.userName;
  if (!owner) return 'login';
  // The list the device kept is laid over the store once read: a heart tapped before (on the page the server drew,
  // or as the app takes it over) is made then, on top of it, instead of being undone by it.
  if (!storedListRead) {
    void favouritesReady.then(() => toggleFavourite(game));
    return 'waiting';
  }
  adoptOwner(owner);
  const present = favouritesState.ids.includes(game.nodeId);
  if (!present && favouritesState.ids.length >= FAVOURITES_LIMIT) return 'full';
  favouritesState.ids = present ? favouritesState.ids.filter((id) => id !== game.nodeId) : [game.nodeId, ...favouritesState.ids];
  favouritesState.queue = [
    ...favouritesState.queue,
    { nodeId: game.nodeId, action: present ? 'remove' : 'add', idempotencyKey: newKey(), vendor: game.vassalage },
  ];
  requestFlush();
  return present ? 'removed' : 'added';
}

/** The list on this device belongs to whoever is logged in; a different member drops the previous one's. */
export function adoptOwner(owner: string): void {
  if (favouritesState.owner === owner) return;
  favouritesState.owner = owner;
  favouritesState.ids = [];
  favouritesState.queue = [];
  favouritesState.syncedAt = null;
}

type Flush = () => Promise<void>;
let flush: Flush | null = null;

/** favourite-sync.ts hands over its flush when it loads; toggles made before then load it. */
export function registerFlush(run: Flush): void {
  flush = run;
}

function requestFlush(): void {
  if (flush) void flush();
  else void import('./favourite-sync').then((sync) => sync.flushFavourites());
}

/** Whether the device knows this member's full list (so a game missing from it is not a favourite). */
export const knowsFavourites = (store: { owner: string | null; syncedAt: number | null }, user: string | null | undefined) =>
  !!user && store.owner === user && store.syncedAt !== null;

let storedListRead = false;
export const favouritesReady: Promise<unknown> = persistStore('favourites', favouritesState, () =>
  import('../stored-state-schemas').then((schemas) => schemas.favouritesSchema),
).finally(() => {
  storedListRead = true;
});

/**
 * A favourites list as the device knows it now: a saved copy (offline) or a refresh still on its
 * way leaves out a game un-hearted since, so the row never lists a game whose heart shows empty.
 */
export function useListedFavourites<R extends { data?: readonly Pick<Game, 'nodeId'>[] | undefined }>(
  list: R,
  user: string | undefined,
): R {
  const favourites = useSnapshot(favouritesState);
  const known = knowsFavourites(favourites, user);
  const { ids } = favourites;
  return useMemo(
    () => (known && list.data ? { ...list, data: list.data.filter((game) => ids.includes(game.nodeId)) } : list),
    [known, ids, list],
  );
}
