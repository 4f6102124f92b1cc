import { lobbyCalls, type DrawState } from '@contract/lobby';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

/** The draw's state for one launch: the next draws taking tickets, stakes, payout, balance, latest results. */
export const getDrawStateQueryOptions = (launch: string) =>
  queryOptions<DrawState>({ key: ['drawState', launch], load: (signal) => callApi(lobbyCalls.getDrawState, { launch }, { signal }) });

export const useDrawState = (launch: string) => useQuery(getDrawStateQueryOptions(launch));
