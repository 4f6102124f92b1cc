import type { CallValue } from '@contract/define';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';

export type Jackpot = CallValue<typeof gameCalls.getJackpot>;

/** The jackpot counter's start figure and how it grows; a decoration, so the call is silent. */
export const getJackpotQueryOptions = () =>
  queryOptions<Jackpot>({
    key: ['jackpot'],
    load: (signal) => callApi(gameCalls.getJackpot, {}, { signal, silent: true }),
    persist: { maxAgeMs: MAX_AGE.catalogue, check: () => import('@/lib/query/checks').then((checks) => checks.isJackpot) },
  });

export const useJackpot = () => useQuery(getJackpotQueryOptions());
