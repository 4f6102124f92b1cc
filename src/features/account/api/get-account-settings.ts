import { accountCalls, type AccountSettings } from '@contract/account';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

/** The switches and field rules the account screens are built from. */
export const getAccountSettingsQueryOptions = () =>
  queryOptions<AccountSettings>({ key: ['accountSettings'], load: (signal) => callApi(accountCalls.getAccountSettings, {}, { signal }) });

export const useAccountSettings = () => useQuery(getAccountSettingsQueryOptions());
