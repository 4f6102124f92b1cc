import { accountCalls } from '@contract/account';
import { callApi } from '@/lib/api-client';

export const checkAffiliate = async (affiliateCode: string): Promise<boolean> =>
  (await callApi(accountCalls.checkAffiliate, { affiliateCode })).valid;
