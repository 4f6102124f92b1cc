import { accountCalls } from '@contract/account';
import { callApi } from '@/lib/api-client';

export const checkUsername = async (username: string, signal?: AbortSignal): Promise<boolean> =>
  (await callApi(accountCalls.checkUsername, { username }, { silent: true, signal })).available;
