import type { ReactNode } from 'react';
import type { AccountSettings } from '@contract/account';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useAccountSettings } from '../api/get-account-settings';

/** Draws `children` once the account settings are in; a failure offers a retry, never a blank page. */
export function SettingsGate({ children }: { children: (settings: AccountSettings) => ReactNode }) {
  const settings = useAccountSettings();
  if (settings.data) return <>{children(settings.data)}</>;
  if (settings.status === 'error') {
    return (
      <div className="acc-page">
        <LoadFailed failure={settings.failure} onRetry={settings.retry} />
      </div>
    );
  }
  return <PageLoading />;
}
