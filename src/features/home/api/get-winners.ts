import { WINNER_LIMIT, type Language, type Winner } from '@contract/domain';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';

/** The latest-winners board, biggest win first. */
export const getWinnersQueryOptions = (language: Language) =>
  queryOptions<Winner[]>({
    key: ['winners', language],
    load: async (signal) => {
      const value = await callApi(gameCalls.getWinnerBoard, { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT }, { signal });
      return [...value.list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
    },
    persist: { maxAgeMs: MAX_AGE.catalogue, check: () => import('@/lib/query/checks').then((checks) => checks.isWinners) },
  });

/** Null `language` reads nothing yet (the board is not due). */
export const useWinners = (language: Language | null) => useQuery(language ? getWinnersQueryOptions(language) : null);
