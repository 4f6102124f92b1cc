import type { DataType, Game, GameType, Language } from '@contract/domain';
import { gameCalls, type GameListValue } from '@contract/games';
import { callApi } from '../api-client';
import { queryOptions } from '../query/client';
import { MAX_AGE } from '../query/max-age';

export interface GameListFilter {
  dataType: DataType;
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  pageSize: number;
  /** Whose list a member-bound read (favourites, recent) is: part of the key, never sent (the token says it). */
  member?: string | undefined;
}

/**
 * Keys of game lists start with ['gameList', dataType], so a favourite toggle invalidates
 * every favourites list at once: `invalidate(['gameList', 'FAV'])`.
 */
const gameListKey = (shape: 'row' | 'page', filter: GameListFilter, pageNo: number, language: Language) =>
  [
    'gameList',
    filter.dataType,
    filter.member ?? null,
    shape,
    filter.gameType ?? null,
    filter.vassalage || null,
    filter.gameClassify ?? null,
    filter.gameName?.trim() || null,
    filter.pageSize,
    pageNo,
    language,
  ] as const;

/** The game list call's request for one page of a filter: an empty vendor or name asks for all. */
export const gameListRequest = (filter: GameListFilter, pageNo: number, language: Language) => ({
  gameType: filter.gameType,
  vassalage: filter.vassalage || undefined,
  gameClassify: filter.gameClassify,
  gameName: filter.gameName?.trim() || undefined,
  dataType: filter.dataType,
  pageNo,
  pageSize: filter.pageSize,
  language,
});

function getGameList(filter: GameListFilter, pageNo: number, language: Language, signal: AbortSignal): Promise<GameListValue> {
  return callApi(gameCalls.getGameList, gameListRequest(filter, pageNo, language), { signal });
}

/*
 * Every list the player has seen opens offline from its saved copy: a row, and the first page of
 * a paged list (later pages are asked for only as the player scrolls). Member-bound lists
 * (favourites, recent) carry the member in their key and are forgotten at logout (member.ts).
 */

/** One page of a list (the lobby's paged lists); the first page is kept for the next visit and for offline. */
export const getGameListQueryOptions = (filter: GameListFilter, pageNo: number, language: Language) =>
  queryOptions<GameListValue>({
    key: gameListKey('page', filter, pageNo, language),
    load: (signal) => getGameList(filter, pageNo, language, signal),
    persist:
      pageNo === 1
        ? { maxAgeMs: MAX_AGE.catalogue, check: () => import('../query/checks').then((checks) => checks.isGameListPage) }
        : undefined,
  });

/** The first page's games as one row shows them (Home), kept for the next visit and for offline. */
export const getGameRowQueryOptions = (filter: GameListFilter, language: Language) =>
  queryOptions<Game[]>({
    key: gameListKey('row', filter, 1, language),
    load: async (signal) => (await getGameList(filter, 1, language, signal)).games,
    persist: { maxAgeMs: MAX_AGE.catalogue, check: () => import('../query/checks').then((checks) => checks.isGames) },
  });

/** Prefixes of the lists that belong to the member logged in: forgotten (memory and storage) at logout. */
export const MEMBER_GAME_LISTS = [
  ['gameList', 'FAV'],
  ['gameList', 'RECENT'],
] as const;
