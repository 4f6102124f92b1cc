import { useTranslation } from '@/lib/use-translation';
import { Link } from '@tanstack/react-router';
import { Icon } from '@/components/ui/icons';
import { OperatorLink } from './OperatorLink';

/** The strip under the login form: back home, register, forgot password (when recovery is on), customer service. */
export function AccountNav({ showForgot, customerServicePath }: { showForgot: boolean; customerServicePath: string }) {
  const { t } = useTranslation('account');
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
      <OperatorLink path={customerServicePath} className="acc-nav__item">
        <Icon name="headset" size={20} />
        {t('nav.service')}
      </OperatorLink>
    </nav>
  );
}
