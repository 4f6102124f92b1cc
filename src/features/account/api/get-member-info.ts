import { accountCalls, type MemberInfo } from '@contract/account';
import { callApi } from '@/lib/api-client';

export const getMemberInfo = (signal?: AbortSignal): Promise<MemberInfo> =>
  callApi(accountCalls.getMemberInfo, {}, { silent: true, signal });
