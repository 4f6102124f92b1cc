import { protectionCalls, type BreakPeriod, type LimitKey, type ProtectionState, type RealityCheckStatus } from '@contract/protection';
import { callApi } from '@/lib/api-client';
import { invalidate, queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

export const getProtectionQueryOptions = () =>
  queryOptions<ProtectionState>({ key: ['protection', 'state'], load: (signal) => callApi(protectionCalls.getProtection, {}, { signal }) });

export const useProtection = () => useQuery(getProtectionQueryOptions());

const changed = () => invalidate(['protection']);

/** Sets, lowers, raises or removes (null) a limit; the platform decides whether it applies now or after 24 hours. */
export async function setLimit(key: LimitKey, value: string | null): Promise<void> {
  await callApi(protectionCalls.setProtectionLimit, { key, value });
  changed();
}

export async function confirmLimit(key: LimitKey): Promise<void> {
  await callApi(protectionCalls.confirmProtectionLimit, { key });
  changed();
}

export async function setRealityCheck(minutes: 15 | 30 | 60 | null): Promise<void> {
  await callApi(protectionCalls.setRealityCheck, { minutes });
  changed();
}

export const takeBreak = (period: BreakPeriod, password: string) => callApi(protectionCalls.takeBreak, { period, password });

export const realityCheckStatus = (signal?: AbortSignal): Promise<RealityCheckStatus> =>
  callApi(protectionCalls.getRealityCheck, {}, { silent: true, ...(signal ? { signal } : {}) });

export const answerRealityCheck = (answer: 'CONTINUE' | 'LOG_OUT'): Promise<RealityCheckStatus> =>
  callApi(protectionCalls.answerRealityCheck, { answer });
