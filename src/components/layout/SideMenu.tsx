import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import type { GameType } from '@contract/domain';
import { isInstalledApp, pwaState } from '@/lib/pwa';
import { FEATURED_VENDORS } from '@/lib/route-meta';
import { isGameTypeEnabled, useSiteInfo } from '@/lib/site';
import { closeOnBackdropTap } from '../ui/backdrop';
import { Icon, StarMark, type IconName } from '../ui/icons';
import { ServerLink } from '../ui/ServerLink';
import { useScrollLock } from '../ui/use-scroll-lock';
import { GameTypeLink } from '../ui/GameTypeLink';
import { LanguagePicker } from './LanguagePicker';
import { closeOverlays, menuState } from './menu-state';

const CATEGORIES: ReadonlyArray<{ type: GameType; icon: IconName }> = [
  { type: 'RNG', icon: 'slot' },
  { type: 'LIVE', icon: 'live' },
  { type: 'FISH', icon: 'fish' },
  { type: 'PVP', icon: 'card' },
  { type: 'SPORTS', icon: 'ball' },
  { type: 'ESPORTS', icon: 'grid' },
  { type: 'COCKFIGHT', icon: 'trophy' },
  { type: 'LOTT', icon: 'lottery' },
  { type: 'ELOTT', icon: 'lottery' },
  { type: 'INHOUSE', icon: 'heart' },
];

/** The side menu: categories, slot vendor shortcuts, bingo, promotions, live chat, social links, language, app download. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const open = useSnapshot(menuState).open === 'side';
  useScrollLock(open);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeOverlays();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  return (
    <div className="drawer-backdrop" role="presentation" onClick={closeOnBackdropTap(closeOverlays)}>
      <nav ref={panel} tabIndex={-1} className="side-menu" aria-label={t('menu.title')}>
        <div className="side-menu__head">
          <StarMark size={28} />
          <span className="logo__word">Tala</span>
          <button type="button" className="icon-btn side-menu__close" aria-label={t('menu.close')} onClick={closeOverlays}>
            <Icon name="close" />
          </button>
        </div>
        <SideMenuBody />
      </nav>
    </div>
  );
}

function SideMenuBody() {
  const { t } = useTranslation('shell');
  const site = useSiteInfo();
  const pwa = useSnapshot(pwaState);
  const liveChat = site?.customerService.find((entry) => entry.csType === 'LIVECHAT');
  const social = (site?.resources ?? []).filter((r) => r.resourceType === 'TELEGRAM' || r.resourceType === 'FACEBOOK');
  const slotsOn = isGameTypeEnabled(site, 'RNG');
  return (
    <>
      <h2 className="side-menu__heading">{t('menu.categories')}</h2>
      <ul className="side-menu__list">
        <li>
          <Link to="/m/hot-games" className="side-menu__item">
            <Icon name="flame" size={22} />
            <span className="side-menu__label">{t('categories.HOT')}</span>
          </Link>
        </li>
        {CATEGORIES.filter((c) => isGameTypeEnabled(site, c.type)).map((c) => (
          <li key={c.type}>
            <GameTypeLink type={c.type} className="side-menu__item">
              <Icon name={c.icon} size={22} />
              <span className="side-menu__label">{t(`categories.${c.type}`)}</span>
            </GameTypeLink>
          </li>
        ))}
      </ul>
      {slotsOn && (
        <>
          <h2 className="side-menu__heading">{t('menu.slotProviders')}</h2>
          <ul className="side-menu__chips">
            {FEATURED_VENDORS.map((code) => (
              <li key={code}>
                <Link to="/m/provider" search={{ vassalage: code }} className="chip">
                  {t(`vendors.${code}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/m/slot-games" search={{ gameClassify: 'BG' }} className="chip">
                {t('categories.BINGO')}
              </Link>
            </li>
          </ul>
        </>
      )}
      <h2 className="side-menu__heading">{t('menu.more')}</h2>
      <ul className="side-menu__list">
        <li>
          <Link to="/m/activity" className="side-menu__item">
            <Icon name="gift" size={22} />
            <span className="side-menu__label">{t('menu.promotions')}</span>
          </Link>
        </li>
        {liveChat && (
          <li>
            {/* The app's own chat page: the live-chat desk needs no look-up from a menu item that names it. */}
            <Link to="/m/chat" className="side-menu__item">
              <Icon name="chat" size={22} />
              <span className="side-menu__label">{t('menu.liveChat')}</span>
            </Link>
          </li>
        )}
        {social.map((r) => (
          <li key={r.resourceType}>
            <ServerLink href={r.url} className="side-menu__item">
              <Icon name={r.resourceType === 'FACEBOOK' ? 'facebook' : 'send'} size={22} />
              <span className="side-menu__label">{t(`menu.social.${r.resourceType}`)}</span>
            </ServerLink>
          </li>
        ))}
        <li>
          <LanguagePicker />
        </li>
        {!isInstalledApp(pwa) && (
          <li>
            <Link to="/m/download" className="side-menu__item">
              <Icon name="download" size={22} />
              <span className="side-menu__label">{t('menu.appDownload')}</span>
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}
