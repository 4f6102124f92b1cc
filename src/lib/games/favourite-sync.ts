import { subscribe } from 'valtio';
import { FAVOURITES_LIMIT } from '@contract/domain';
import { lobbyCalls } from '@contract/lobby';
import { ApiFailure, callApi } from '../api-client';
import { fetchQuery, invalidate, queryOptions } from '../query/client';
import { sessionState } from '../session';
import { adoptOwner, favouritesReady, favouritesState, registerFlush, type QueuedToggle } from './favourites';

/*
 * Talking to the platform about favourites: sending queued toggles and reading the list.
 * Tiles only need the list on the device (favourites.ts); this part loads once the page is
 * up, or with the first toggle.
 */

let flushing: Promise<void> | null = null;

/**
 * Sends queued toggles in order, each with its idempotency key. A toggle that cannot
 * reach the platform stays queued (and the rest behind it); one the platform refuses
 * (the game is gone, the list is full) is dropped and the list re-read.
 */
export function flushFavourites(): Promise<void> {
  flushing ??= runFlush().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function runFlush(): Promise<void> {
  await favouritesReady;
  const owner = sessionState.info?.userName;
  if (!owner || favouritesState.owner !== owner) return;
  favouritesState.syncing = true;
  let refused = false;
  let sent = false;
  try {
    while (favouritesState.queue.length > 0) {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      const item = favouritesState.queue[0]!;
      const input = { nodeId: item.nodeId };
      try {
        if (item.action === 'add') await callApi(lobbyCalls.addFavourite, input, { silent: true, idempotencyKey: item.idempotencyKey });
        else await callApi(lobbyCalls.removeFavourite, input, { silent: true, idempotencyKey: item.idempotencyKey });
        sent = true;
      } catch (error) {
        if (!(error instanceof ApiFailure) || error.kind !== 'server' || error.status === 401) return;
        refused = true;
      }
      // Only this exact toggle leaves the queue: the player may have queued more meanwhile.
      favouritesState.queue = favouritesState.queue.filter((queued) => queued.idempotencyKey !== item.idempotencyKey);
    }
  } finally {
    favouritesState.syncing = false;
    // Every favourites list (Home's row, the lobby's pages) refetches where it is on screen.
    if (sent) invalidate(['gameList', 'FAV']);
  }
  if (refused) await loadFavouriteIds();
}

/** Reads the member's favourites from the platform; toggles still queued stay applied on top. */
export async function loadFavouriteIds(): Promise<void> {
  await favouritesReady;
  const owner = sessionState.info?.userName;
  if (!owner) return;
  adoptOwner(owner);
  const { nodeIds } = await fetchQuery(getFavouriteIdsQueryOptions(owner), { force: true });
  if (favouritesState.owner !== owner) return;
  favouritesState.ids = applyQueue(nodeIds, favouritesState.queue);
  favouritesState.syncedAt = Date.now();
}

/** The member's favourite ids as the platform knows them (the device's list with its queue is favourites.ts). */
const getFavouriteIdsQueryOptions = (owner: string) =>
  queryOptions({ key: ['favourites', 'ids', owner], load: (signal) => callApi(lobbyCalls.getFavouriteIds, {}, { silent: true, signal }) });

let started = false;

/**
 * Keeps favourites in step with the platform: on start, whenever a member logs in, and
 * whenever the network comes back, queued toggles are sent and the list re-read.
 */
export function startFavouriteSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const sync = () => {
    if (!sessionState.info) return;
    void flushFavourites()
      .then(() => (favouritesState.queue.length === 0 ? loadFavouriteIds() : undefined))
      .catch(() => undefined);
  };
  window.addEventListener('online', sync);
  let lastUser = sessionState.info?.userName ?? null;
  subscribe(sessionState, () => {
    const user = sessionState.info?.userName ?? null;
    if (user === lastUser) return;
    lastUser = user;
    sync();
  });
  void favouritesReady.then(sync);
}

/** The server's list with the queued toggles laid over it in order. */
export function applyQueue(serverIds: readonly string[], queue: readonly QueuedToggle[]): string[] {
  let ids = [...serverIds];
  for (const item of queue) {
    const present = ids.includes(item.nodeId);
    if (item.action === 'add' && !present) ids = [item.nodeId, ...ids];
    if (item.action === 'remove' && present) ids = ids.filter((id) => id !== item.nodeId);
  }
  return ids.slice(0, FAVOURITES_LIMIT);
}

registerFlush(flushFavourites);
