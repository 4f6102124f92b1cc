import type { Language } from '@contract/domain';
import { gameCalls, type GameListValue } from '@contract/games';
import { callApi } from '@/lib/api-client';
import { gameListRequest, type GameListFilter } from '@/lib/games/game-list';
import { queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { narrowingRequest, type GameNarrowing } from '../game-narrowing';

/**
 * One page of a list narrowed by the game filter. Its key starts as every game list's does
 * (['gameList', dataType, member]), so a favourite toggle refreshes it with the rest; the
 * first page is kept for offline like the unfiltered list's.
 */
export const getNarrowedGamesQueryOptions = (filter: GameListFilter, narrowing: GameNarrowing, pageNo: number, language: Language) =>
  queryOptions<GameListValue>({
    key: [
      'gameList',
      filter.dataType,
      filter.member ?? null,
      'narrowed',
      filter.gameType ?? null,
      filter.vassalage || null,
      filter.gameName?.trim() || null,
      JSON.stringify(narrowingRequest(narrowing)),
      filter.pageSize,
      pageNo,
      language,
    ],
    load: (signal) =>
      callApi(
        gameCalls.getGameList,
        {
          ...gameListRequest(filter, pageNo, language),
          ...narrowingRequest(narrowing),
          gameType: narrowing.gameType ?? filter.gameType,
        },
        { signal },
      ),
    persist:
      pageNo === 1
        ? { maxAgeMs: MAX_AGE.catalogue, check: () => import('@/lib/query/checks').then((checks) => checks.isGameListPage) }
        : undefined,
  });
