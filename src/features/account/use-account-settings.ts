import type { AccountSettings } from '@contract/account';
import { useResource, type Resource } from '@/lib/use-resource';
import { getAccountSettings } from './api/get-account-settings';

/** The switches and field rules the account screens are built from. */
export const useAccountSettings = (): Resource<AccountSettings> => useResource('account:settings', (signal) => getAccountSettings(signal));
