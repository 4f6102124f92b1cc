import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { useSiteInfo } from '@/lib/site';
import { ServerLink } from '../ui/ServerLink';
import { Icon } from '../ui/icons';
import { closeOverlays, menuState, toggleOverlay } from './menu-state';
import { TUCKED_TAB_PX, useClearPlacement } from './service-placement';

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
  const channels = [
    ...(site?.customerService ?? []).map((entry) => ({
      key: entry.csType,
      href: entry.path,
      label: entry.csType === 'LIVECHAT' ? t('service.liveChat') : entry.title === 'whatsapp' ? 'WhatsApp' : entry.title,
    })),
    ...(support ? [{ key: 'support', href: support.url, label: t('service.support24h') }] : []),
  ];
  if (channels.length === 0) return null;
  return (
    <div className="service-widget">
      {open && (
        <>
          <div className="click-away" onClick={closeOverlays} aria-hidden="true" />
          <ul className="service-widget__list" aria-label={t('service.title')}>
            {channels.map((channel) => (
              <li key={channel.key}>
                <ServerLink href={channel.href} className="service-widget__link" onClick={closeOverlays}>
                  <Icon name={channel.key === 'LIVECHAT' ? 'chat' : 'send'} size={20} />
                  {channel.label}
                </ServerLink>
              </li>
            ))}
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
