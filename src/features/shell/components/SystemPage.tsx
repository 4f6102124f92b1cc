import '@/components/layout/layout.css';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon, StarMark } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/Loading';
import { loadSystemStatus, refreshSiteInfo, useSiteInfo, type SystemStatus } from '@/lib/site';

/** The full-screen page the whole app shows while the platform is closed to this visitor. */
export function SystemPage({ status }: { status: Exclude<SystemStatus, 0> }) {
  const { t } = useTranslation('shell');
  const site = useSiteInfo();
  const [checking, setChecking] = useState(false);
  const maintenance = status === 1;
  const support = site?.resources.find((r) => r.resourceType === 'TELEGRAM3');
  const checkAgain = async () => {
    setChecking(true);
    await Promise.all([loadSystemStatus(), refreshSiteInfo()]);
    setChecking(false);
  };
  return (
    <main className="system-page" data-testid={maintenance ? 'maintenance-page' : 'region-page'}>
      <div className="system-page__badge">
        <StarMark size={44} />
        <Icon name={maintenance ? 'tools' : 'shield'} size={30} />
      </div>
      <h1>{maintenance ? t('system.maintenanceTitle') : t('system.regionTitle')}</h1>
      <p>{maintenance ? t('system.maintenanceText') : t('system.regionText')}</p>
      {!maintenance && site?.location.ip && <p className="system-page__ip">{t('system.yourIp', { ip: site.location.ip })}</p>}
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
