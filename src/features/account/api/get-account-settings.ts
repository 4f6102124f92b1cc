import { accountCalls, type AccountSettings } from '@contract/account';
import { callApi } from '@/lib/api-client';

export const getAccountSettings = (signal?: AbortSignal): Promise<AccountSettings> =>
  callApi(accountCalls.getAccountSettings, {}, { signal });
