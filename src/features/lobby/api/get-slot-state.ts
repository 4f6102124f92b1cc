import { lobbyCalls, type SlotState } from '@contract/lobby';
import { callApi } from '@/lib/api-client';

export function getSlotState(launch: string, signal: AbortSignal): Promise<SlotState> {
  return callApi(lobbyCalls.getSlotState, { launch }, { signal });
}
