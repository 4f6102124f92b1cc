import { proxy } from 'valtio';
import type * as z from 'zod/mini';
import { PAGE_SIZE, type Game } from '@contract/domain';
import { persistStore } from '../persist';
import { sessionState } from '../session';
import type { recentSchema } from '../stored-state-schemas';

export const recentState = proxy<z.infer<typeof recentSchema>>({ owner: null, games: [] });

void persistStore('recent-games', recentState, () => import('../stored-state-schemas').then((schemas) => schemas.recentSchema));

/** Puts a launched game first in the member's recent games. */
export function addRecentGame(game: Game): void {
  const owner = sessionState.info?.userName ?? null;
  if (!owner) return;
  const earlier = recentState.owner === owner ? recentState.games.filter((g) => g.nodeId !== game.nodeId) : [];
  recentState.owner = owner;
  recentState.games = [structuredCloneGame(game), ...earlier].slice(0, PAGE_SIZE);
}

/** Plain data only: a game read from a valtio snapshot must not carry the proxy into the store. */
const structuredCloneGame = (game: Game): Game => ({ ...game });
