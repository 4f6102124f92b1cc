import { useTranslation } from '@/lib/use-translation';
import { Link } from '@tanstack/react-router';
import { CustomerServiceLink } from '@/components/service/CustomerServiceLink';
import { Icon } from '@/components/ui/icons';
import { useSiteInfo } from '@/lib/site';
import { LIVE_CHAT } from '@contract/customer-service';
import { OperatorLink } from './OperatorLink';

/**
 * The strip under the login form: back home, register, forgot password (when recovery is on), and
 * customer service, which opens the live chat (the operator's service page when it has no live chat).
 */
export function AccountNav({ showForgot, customerServicePath }: { showForgot: boolean; customerServicePath: string }) {
  const { t } = useTranslation('account');
  const liveChat = useSiteInfo()?.customerService.find((entry) => entry.csType === LIVE_CHAT);
  return (
    <nav className="acc-nav" aria-label={t('nav.label')}>
      <Link to="/m/home" className="acc-nav__item" replace>
        <Icon name="home" size={20} />
        {t('nav.home')}
      </Link>
      <Link to="/m/register" className="acc-nav__item">
        <Icon name="user" size={20} />
        {t('nav.register')}
      </Link>
      {showForgot && (
        <Link to="/m/forget" className="acc-nav__item">
          <Icon name="shield" size={20} />
          {t('nav.forgot')}
        </Link>
      )}
      {liveChat ? (
        <CustomerServiceLink entry={liveChat} className="acc-nav__item">
          <Icon name="headset" size={20} />
          {t('nav.service')}
        </CustomerServiceLink>
      ) : (
        <OperatorLink path={customerServicePath} className="acc-nav__item">
          <Icon name="headset" size={20} />
          {t('nav.service')}
        </OperatorLink>
      )}
    </nav>
  );
}
