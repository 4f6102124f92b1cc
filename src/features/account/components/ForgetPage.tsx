import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AccountSettings } from '@contract/account';
import { EmailReset } from './EmailReset';
import { OperatorLink } from './OperatorLink';
import { PhoneReset } from './PhoneReset';
import { SettingsGate } from './SettingsGate';
import { Tabs } from './Tabs';
import '../account.css';

type Method = 'phone' | 'email';

export function ForgetPage() {
  return <SettingsGate>{(settings) => <ForgetScreen settings={settings} />}</SettingsGate>;
}

function ForgetScreen({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const methods: Method[] = [
    ...(settings.methods.phoneRecovery ? (['phone'] as const) : []),
    ...(settings.methods.mailRecovery ? (['email'] as const) : []),
  ];
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  return (
    <div className="acc-page">
      <p className="acc-note">{t('forget.hint')}</p>
      {!method ? (
        <p className="acc-note">
          {t('forget.unavailable')} <OperatorLink path={settings.customerServicePath}>{t('nav.service')}</OperatorLink>
        </p>
      ) : (
        <>
          <Tabs
            label={t('forget.methods')}
            value={method}
            onChange={setMethod}
            tabs={methods.map((m) => ({ key: m, label: m === 'phone' ? t('forget.byPhone') : t('forget.byEmail') }))}
          />
          {method === 'phone' ? <PhoneReset settings={settings} /> : <EmailReset settings={settings} />}
        </>
      )}
    </div>
  );
}
