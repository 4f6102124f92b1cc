import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { formatAmount } from '@/lib/format';
import { isInstalledApp, promptInstall, pwaState } from '@/lib/pwa';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { closeOnBackdropTap } from '../ui/backdrop';
import { Icon, StarMark } from '../ui/icons';
import { useScrollLock } from '../ui/use-scroll-lock';
import { closeOverlays, menuState } from './menu-state';

const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent);

/** The app-download popup: install this web app, or fetch the native app for the phone. */
export function DownloadSheet() {
  const open = useSnapshot(menuState).open === 'download';
  useScrollLock(open);
  if (!open) return null;
  return <DownloadSheetBody />;
}

function DownloadSheetBody() {
  const { t } = useTranslation('shell');
  const pwa = useSnapshot(pwaState);
  const site = useSiteInfo();
  const links = (site?.resources ?? []).filter((r) => r.resourceType === 'Android' || r.resourceType === 'IOS');
  const bonus = site ? `${currencySymbol(site)}${formatAmount(site.bonuses.download, 0)}` : null;
  return (
    <div className="modal-backdrop modal-backdrop--sheet" role="presentation" onClick={closeOnBackdropTap(closeOverlays)}>
      <section className="sheet" role="dialog" aria-modal="true" aria-labelledby="download-title">
        <button type="button" className="icon-btn sheet__close" aria-label={t('actions.close')} onClick={closeOverlays}>
          <Icon name="close" />
        </button>
        <div className="sheet__hero">
          <StarMark size={52} />
          <h2 id="download-title">{t('download.title')}</h2>
          {bonus && <p className="sheet__bonus">{t('download.bonus', { amount: bonus })}</p>}
        </div>
        {isInstalledApp(pwa) ? (
          <p className="sheet__text">{t('download.installed')}</p>
        ) : (
          <>
            {pwa.installPrompt && (
              <button type="button" className="btn btn--gold btn--block" onClick={() => void promptInstall().then(() => closeOverlays())}>
                <Icon name="download" size={20} />
                {t('download.install')}
              </button>
            )}
            {!pwa.installPrompt && isIos() && <p className="sheet__text">{t('download.iosSteps')}</p>}
            {!pwa.installPrompt && !isIos() && <p className="sheet__text">{t('download.browserSteps')}</p>}
            <Link to="/m/download" className="btn btn--outline btn--block" onClick={closeOverlays}>
              {t('download.guide')}
            </Link>
            <div className="sheet__links">
              {links.map((r) => (
                <a key={r.resourceType} className="btn btn--outline btn--block" href={r.url} rel="noopener">
                  {r.resourceType === 'IOS' ? t('download.ios') : t('download.android')}
                </a>
              ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
