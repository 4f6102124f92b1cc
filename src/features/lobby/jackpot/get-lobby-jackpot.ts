import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';
import type { Jackpot } from './jackpot-figure';

/** The game centre's jackpot figure and how it grows; a decoration, so the call is silent. Kept for offline as Home's is. */
export const getLobbyJackpotQueryOptions = () =>
  queryOptions<Jackpot>({
    key: ['jackpot', 'lobby'],
    load: (signal) => callApi(gameCalls.getJackpot, { pool: 'lobby' }, { signal, silent: true }),
    persist: { maxAgeMs: MAX_AGE.catalogue, check: () => import('@/lib/query/checks').then((checks) => checks.isJackpot) },
  });

export const useLobbyJackpot = () => useQuery(getLobbyJackpotQueryOptions());
