import '../member.css';
import type { ComponentProps } from 'react';
import { Link } from '@tanstack/react-router';
import type { SecurityCenter } from '@contract/member-centre';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useTranslation } from '@/lib/use-translation';
import { useSecurityCenter } from '../api/member-centre';
import { BindEmailForm, BindMobileForm } from './BindForms';
import { HeadIconForm } from './HeadIconForm';
import { KeptSignIns } from './KeptSignIns';
import { LinkedSignIns } from './LinkedSignIns';
import { PaymentPasswordForm } from './PaymentPasswordForm';

/** /m/securityCenter: the account's security level and each protection to set or change. */
export function SecurityPage(props: ComponentProps<typeof LinkedSignIns>) {
  const security = useSecurityCenter();
  if (security.status === 'error' && !security.data) return <LoadFailed failure={security.failure} onRetry={security.retry} />;
  if (!security.data) return <PageLoading />;
  return <SecurityContent security={security.data} {...props} />;
}

function SecurityContent({ security, ...providerReturn }: { security: SecurityCenter } & ComponentProps<typeof LinkedSignIns>) {
  const { t } = useTranslation(['member', 'errors']);
  return (
    <div className="member-page">
      <section className="member-card" aria-labelledby="security-level">
        <h2 id="security-level" className="member-item__title">
          {t('security.level', { level: t(`security.levels.${security.level}`) })}
        </h2>
        <div
          className="member-progress"
          role="progressbar"
          aria-label={t('security.protections', { count: security.protections })}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={security.protections}
        >
          <div className="member-progress__bar" style={{ width: `${security.protections * 25}%` }} />
        </div>
        <p className="member-item__facts">{t('security.protections', { count: security.protections })}</p>
      </section>
      <section className="member-item" aria-labelledby="security-login">
        <div className="member-item__head">
          <h2 id="security-login" className="member-item__title">
            {t('security.loginPassword')}
          </h2>
          <Link to="/m/changePsw" className="btn btn--outline btn--small">
            {t('security.change')}
          </Link>
        </div>
      </section>
      <LinkedSignIns {...providerReturn} />
      <KeptSignIns />
      <PaymentPasswordForm isSet={security.paymentPasswordSet} boundMobile={security.mobileVerified ? security.mobile : null} />
      <BindMobileForm mobile={security.mobile} verified={security.mobileVerified} />
      <BindEmailForm email={security.email} verified={security.emailVerified} />
      <HeadIconForm headIcon={security.headIcon} />
    </div>
  );
}
