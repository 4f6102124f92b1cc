import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { useSiteInfo } from '@/lib/site';
import { ServerLink } from '../ui/ServerLink';
import { Icon } from '../ui/icons';
import { closeOverlays, menuState, toggleOverlay } from './menu-state';

/** The floating customer-service button: live chat, messaging and the 24-hour support channel. */
export function ServiceWidget() {
  const { t } = useTranslation('shell');
  const site = useSiteInfo();
  const open = useSnapshot(menuState).open === 'service';
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
        type="button"
        className="service-widget__button"
        aria-label={t('service.title')}
        aria-expanded={open}
        onClick={() => toggleOverlay('service')}
      >
        <Icon name={open ? 'close' : 'headset'} size={26} />
      </button>
    </div>
  );
}
