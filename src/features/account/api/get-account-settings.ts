import { accountCalls, type AccountSettings } from '@contract/account';
import { callApi } from '@/lib/api-client';
import { preloadQuery, queryOptions } from '@/lib/query/client';
import { MAX_AGE } from '@/lib/query/max-age';
import { useQuery } from '@/lib/query/use-query';

/**
 * The switches and field rules the account screens are built from. Kept for offline so the
 * login page still draws its form (and says the network is needed) when the network is gone;
 * its check loads with the account schemas the login form reads anyway.
 */
export const getAccountSettingsQueryOptions = () =>
  queryOptions<AccountSettings>({
    key: ['accountSettings'],
    load: (signal) => callApi(accountCalls.getAccountSettings, {}, { signal }),
    persist: {
      maxAgeMs: MAX_AGE.content,
      check: () =>
        import('@contract/schemas/account').then(
          ({ accountSettingsSchema }) =>
            (value: unknown): value is AccountSettings =>
              accountSettingsSchema.safeParse(value).success,
        ),
    },
  });

export const useAccountSettings = () => useQuery(getAccountSettingsQueryOptions());

/** The account pages' loader: a failure is the page's to show (SettingsGate). */
export const loadAccountSettings = (): Promise<void> => preloadQuery(getAccountSettingsQueryOptions());
