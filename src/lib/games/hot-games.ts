import { INHOUSE_VENDORS, type Game, type GameType, type Language } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '../api-client';
import { queryOptions } from '../query/client';
import { CATALOGUE_FRESH_MS, MAX_AGE } from '../query/max-age';
import { useQuery } from '../query/use-query';

/** Every hot game: Home shows them in a row, category pages filter them by game type. */
export const getHotGamesQueryOptions = (language: Language) =>
  queryOptions<Game[]>({
    key: ['hotGames', language],
    load: async (signal) => (await callApi(gameCalls.getHotGames, { language }, { signal })).list,
    freshMs: CATALOGUE_FRESH_MS,
    persist: { maxAgeMs: MAX_AGE.catalogue, check: () => import('../query/checks').then((checks) => checks.isGames) },
  });

/** Null `language` reads nothing yet (a section not on screen). */
export const useHotGames = (language: Language | null) => useQuery(language ? getHotGamesQueryOptions(language) : null);

/** Hot games of a type; in-house hot games come from the in-house vendors only. */
export function hotGamesOf(all: readonly Game[], gameType: GameType | undefined): Game[] {
  if (!gameType) return [...all];
  return all.filter(
    (game) => game.gameType === gameType && (gameType !== 'INHOUSE' || (INHOUSE_VENDORS as readonly string[]).includes(game.vassalage)),
  );
}
