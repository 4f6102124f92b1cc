import * as z from 'zod/mini';
import { INHOUSE_VENDORS, type Game, type GameType, type Language } from '@contract/domain';
import { gameSchema } from '@contract/schemas/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';

const CACHE_PREFIX = 'tala.hotGames.';
const cachedSchema = z.array(gameSchema);

/**
 * Every hot game, loaded once per visit and kept in session storage: category pages
 * filter it by game type instead of asking again.
 */
export async function getAllHotGames(language: Language, signal: AbortSignal): Promise<Game[]> {
  const key = CACHE_PREFIX + language;
  try {
    const parsed = cachedSchema.safeParse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // A broken copy is simply fetched again.
  }
  const { list } = await callApi(gameCalls.getHotGames, { language }, { signal });
  try {
    sessionStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full: the next page asks again.
  }
  return list;
}

/** Hot games of a type; in-house hot games come from the in-house vendors only. */
export function hotGamesOf(all: readonly Game[], gameType: GameType | undefined): Game[] {
  if (!gameType) return [...all];
  return all.filter(
    (game) => game.gameType === gameType && (gameType !== 'INHOUSE' || (INHOUSE_VENDORS as readonly string[]).includes(game.vassalage)),
  );
}
