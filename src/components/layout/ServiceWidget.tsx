import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { useSiteInfo } from '@/lib/site';
import { ServerLink } from '../ui/ServerLink';
import { Icon } from '../ui/icons';
import { closeOverlays, menuState, toggleOverlay } from './menu-state';
import { TUCKED_TAB_PX, useClearPlacement } from './service-placement';

const ServiceEntries = lazy(() => import('../service/CustomerServiceLink').then((m) => ({ default: m.ServiceEntries })));

/** The floating customer-service button: live chat, messaging and the 24-hour support channel. */
export function ServiceWidget() {
  const { t } = useTranslation('shell');
  const site = useSiteInfo();
  const open = useSnapshot(menuState).open === 'service';
  const button = useRef<HTMLButtonElement>(null);
  // At rest it never covers a control: it climbs to a clear spot, or tucks into a tab at the edge.
  const placement = useClearPlacement(button, open);
  const shift = placement.tucked && !open ? 52 - TUCKED_TAB_PX : 0;
  const lift = open ? 0 : placement.lift;
  const support = site?.resources.find((r) => r.resourceType === 'TELEGRAM3');
  if (!site?.customerService.length && !support) return null;
  return (
    <div className="service-widget">
      {open && (
        <>
          <div className="click-away" onClick={closeOverlays} aria-hidden="true" />
          <ul className="service-widget__list" aria-label={t('service.title')}>
            <Suspense fallback={null}>
              <ServiceEntries />
            </Suspense>
            {support && (
              <li>
                <ServerLink href={support.url} className="service-widget__link" onClick={closeOverlays}>
                  <Icon name="send" size={20} />
                  {t('service.support24h')}
                </ServerLink>
              </li>
            )}
          </ul>
        </>
      )}
      <button
        ref={button}
        type="button"
        className={`service-widget__button${shift ? ' service-widget__button--tucked' : ''}`}
        style={lift || shift ? { transform: `translate(${shift}px, ${-lift}px)` } : undefined}
        aria-label={t('service.title')}
        aria-expanded={open}
        onClick={() => toggleOverlay('service')}
      >
        <Icon name={open ? 'close' : 'headset'} size={26} />
      </button>
    </div>
  );
}
