import { lobbyCalls, type SlotState } from '@contract/lobby';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

/** The demo game's state for one launch (balance, bet choices, last round). */
export const getSlotStateQueryOptions = (launch: string) =>
  queryOptions<SlotState>({ key: ['slotState', launch], load: (signal) => callApi(lobbyCalls.getSlotState, { launch }, { signal }) });

export const useSlotState = (launch: string) => useQuery(getSlotStateQueryOptions(launch));
