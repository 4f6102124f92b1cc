import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { PAGE_SIZE, type Game } from '@contract/domain';
import { gameSchema } from '@contract/schemas/domain';
import { persistStore } from '../persist';
import { sessionState } from '../session';

const recentSchema = z.object({
  owner: z.catch(z.nullable(z.string()), null),
  /** The latest launches first; one page's worth is kept on the device for the offline list. */
  games: z.catch(z.array(gameSchema).check(z.maxLength(PAGE_SIZE)), []),
});

export const recentState = proxy<z.infer<typeof recentSchema>>({ owner: null, games: [] });

void persistStore('recent-games', recentState, recentSchema);

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
