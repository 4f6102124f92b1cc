import { lobbyCalls, type HiLoState } from '@contract/lobby';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

/** Hi-Lo's state for one launch (the card on the table, odds, balance, last round). */
export const getHiLoStateQueryOptions = (launch: string) =>
  queryOptions<HiLoState>({ key: ['hiLoState', launch], load: (signal) => callApi(lobbyCalls.getHiLoState, { launch }, { signal }) });

export const useHiLoState = (launch: string) => useQuery(getHiLoStateQueryOptions(launch));
