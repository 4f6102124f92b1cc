import type { ReactNode } from 'react';
import { CUSTOMER_SERVICE_PAGE, LIVE_CHAT } from '@contract/customer-service';
import { useSiteInfo } from '@/lib/site';
import { useTranslation } from '@/lib/use-translation';
import { closeOverlays } from '../layout/menu-state';
import { Icon } from '../ui/icons';

export interface CustomerServiceEntry {
  csType: string;
  title: string;
  path: string;
}

/**
 * A customer-service entry: tapping it asks the platform where the entry's sealed path leads, then
 * opens the live chat in the app, or another desk (WhatsApp) in a new window. Opened in a new tab from
 * a long press, it is the help centre's customer-service tab. The asking code loads on the first tap.
 */
export function CustomerServiceLink(props: { entry: CustomerServiceEntry; className?: string; children: ReactNode }) {
  return (
    <a
      href={CUSTOMER_SERVICE_PAGE}
      className={props.className}
      onClick={(event) => {
        event.preventDefault();
        // A window opened after waiting for the platform would be blocked as a pop-up: open it now, fill it in later.
        const popup = props.entry.csType === LIVE_CHAT ? null : window.open('about:blank', '_blank');
        // The menu or list it sits in has done its work.
        closeOverlays();
        void import('./open-customer-service').then((m) => m.openCustomerService(props.entry.path, popup));
      }}
    >
      {props.children}
    </a>
  );
}

/** The floating service button's customer-service entries (one chunk with the link: the button loads them when its list first opens). */
export function ServiceEntries() {
  const { t } = useTranslation('shell');
  return (useSiteInfo()?.customerService ?? []).map((entry) => (
    <li key={entry.path}>
      <CustomerServiceLink entry={entry} className="service-widget__link">
        <Icon name={entry.csType === LIVE_CHAT ? 'chat' : 'send'} size={20} />
        {entry.csType === LIVE_CHAT ? t('service.liveChat') : entry.title === 'whatsapp' ? 'WhatsApp' : entry.title}
      </CustomerServiceLink>
    </li>
  ));
}
