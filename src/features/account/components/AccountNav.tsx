import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/icons';

/** The strip under the login form: back home, register, forgot password (when recovery is on), customer service. */
export function AccountNav({ showForgot, customerServicePath }: { showForgot: boolean; customerServicePath: string }) {
  const { t } = useTranslation('account');
  return (
    <nav className="acc-nav" aria-label={t('nav.label')}>
      <AppLink href="/m/home" className="acc-nav__item" replace>
        <Icon name="home" size={20} />
        {t('nav.home')}
      </AppLink>
      <AppLink href="/m/register" className="acc-nav__item">
        <Icon name="user" size={20} />
        {t('nav.register')}
      </AppLink>
      {showForgot && (
        <AppLink href="/m/forget" className="acc-nav__item">
          <Icon name="shield" size={20} />
          {t('nav.forgot')}
        </AppLink>
      )}
      <AppLink href={customerServicePath} className="acc-nav__item">
        <Icon name="headset" size={20} />
        {t('nav.service')}
      </AppLink>
    </nav>
  );
}
