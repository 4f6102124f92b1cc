import '@/components/layout/layout.css';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon, StarMark } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/Loading';
import { loadSystemStatus, refreshSiteInfo, useSiteInfo, type SystemStatus } from '@/lib/site';

const VARIANTS = {
  1: { testId: 'maintenance-page', icon: 'tools', title: 'system.maintenanceTitle', text: 'system.maintenanceText' },
  2: { testId: 'region-page', icon: 'shield', title: 'system.regionTitle', text: 'system.regionText' },
  3: { testId: 'service-error-page', icon: 'refresh', title: 'system.serviceErrorTitle', text: 'system.serviceErrorText' },
} as const;

/**
 * The full-screen page the whole app shows while the platform is closed to this visitor or failing.
 * Trying again asks afresh: once the platform is open the app draws the page the player was on.
 */
export function SystemPage({ status }: { status: Exclude<SystemStatus, 0> }) {
  const { t } = useTranslation('shell');
  const site = useSiteInfo();
  const [checking, setChecking] = useState(false);
  const variant = VARIANTS[status];
  const support = site?.resources.find((r) => r.resourceType === 'TELEGRAM3');
  const checkAgain = async () => {
    setChecking(true);
    await Promise.all([loadSystemStatus(), refreshSiteInfo()]);
    setChecking(false);
  };
  return (
    <main className="system-page" data-testid={variant.testId}>
      <div className="system-page__badge">
        <StarMark size={44} />
        <Icon name={variant.icon} size={30} />
      </div>
      <h1>{t(variant.title)}</h1>
      <p>{t(variant.text)}</p>
      {status === 2 && site?.location.ip && <p className="system-page__ip">{t('system.yourIp', { ip: site.location.ip })}</p>}
      <button type="button" className="btn btn--gold" onClick={() => void checkAgain()} disabled={checking}>
        {checking ? <Spinner size={18} /> : <Icon name="refresh" size={18} />}
        {t('system.tryAgain')}
      </button>
      {support && (
        <a className="btn btn--ghost" href={support.url} target="_blank" rel="noopener noreferrer">
          {t('service.support24h')}
        </a>
      )}
    </main>
  );
}
