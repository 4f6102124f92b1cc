import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { Link } from '@tanstack/react-router';
import { Icon, StarMark } from '@/components/ui/icons';
import { formatAmount } from '@/lib/format';
import { isInstalledApp, pwaState } from '@/lib/pwa';
import { currencySymbol, useSiteInfo } from '@/lib/site';

/** The app-download bar, leading to the install guide; not shown inside the native app or the installed web app. */
export function AppDownloadBar() {
  const { t } = useTranslation('home');
  const pwa = useSnapshot(pwaState);
  const site = useSiteInfo();
  if (isInstalledApp(pwa)) return null;
  return (
    <Link to="/m/download" className="download-bar">
      <StarMark size={30} />
      <span className="download-bar__text">
        <strong>{t('download.title')}</strong>
        {site && <span>{t('download.bonus', { amount: `${currencySymbol(site)}${formatAmount(site.bonuses.download, 0)}` })}</span>}
      </span>
      <span className="download-bar__cta">
        <Icon name="download" size={18} />
        {t('download.cta')}
      </span>
    </Link>
  );
}
