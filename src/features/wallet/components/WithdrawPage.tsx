import '../wallet.css';
import { useTranslation } from '@/lib/use-translation';
import type { WithdrawInfo } from '@contract/payments';
import { useNavigate } from '@tanstack/react-router';
import { BreakNotice } from '@/components/ui/BreakNotice';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { logout } from '@/lib/auth';
import { useSession } from '@/lib/session';
import { PageLoading } from '@/components/ui/Loading';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useWithdrawInfo } from '../api/withdraw';
import { formatMoneyText } from '@contract/payments';
import { PayeeAccounts } from './PayeeAccounts';
import { PaymentPasswordSetup } from './PaymentPasswordSetup';
import { PendingWithdrawals } from './PendingWithdrawals';
import { WithdrawForm } from './WithdrawForm';

/** /m/withdraw: what can be withdrawn, the payout accounts, the request form and the requests still pending. */
export function WithdrawPage() {
  const info = useWithdrawInfo();
  if (info.data) return <WithdrawContent info={info.data} />;
  if (info.status === 'error') return <LoadFailed failure={info.failure} onRetry={info.retry} />;
  return <PageLoading />;
}

function WithdrawContent({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation(['wallet', 'protection']);
  const symbol = currencySymbol(useSiteInfo());
  const money = (text: string) => formatMoneyText(text, symbol);
  const onBreak = useSession()?.onBreak;
  const navigate = useNavigate();
  return (
    <div className="wallet-page">
      {onBreak && (
        <BreakNotice onBreak={onBreak}>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void logout().then(() => navigate({ to: '/m/home', replace: true }))}
          >
            {t('protection:withdrawOnly.logOut')}
          </button>
        </BreakNotice>
      )}
      <dl className="wallet-summary" aria-label={t('withdraw.summary')}>
        <dt>{t('withdraw.balance')}</dt>
        <dd>{money(info.balance)}</dd>
        <dt>{t('withdraw.withdrawable')}</dt>
        <dd>{money(info.withdrawable)}</dd>
        {info.bonusLocked !== '0.00' && (
          <>
            <dt>{t('withdraw.bonusLocked')}</dt>
            <dd>{money(info.bonusLocked)}</dd>
          </>
        )}
        <dt>{t('withdraw.today')}</dt>
        <dd>
          {t('withdraw.todayUsage', {
            count: info.dailyCountUsed,
            limit: info.dailyCountLimit,
            amount: money(info.dailyAmountUsed),
            amountLimit: money(info.dailyAmountLimit),
          })}
        </dd>
      </dl>
      {info.bonusLocked !== '0.00' && <p className="wallet-notice">{t('withdraw.turnoverLeft', { amount: money(info.turnoverLeft) })}</p>}
      {info.paymentPasswordLocked && <p className="wallet-offline">{t('errors.paymentPassword.locked')}</p>}
      {!info.paymentPasswordSet ? (
        <PaymentPasswordSetup needsCode={info.paymentPasswordNeedsCode} />
      ) : (
        <>
          <PendingWithdrawals />
          {info.payees.length > 0 && <WithdrawForm info={info} />}
          <PayeeAccounts payees={info.payees} payeeName={info.payeeName} />
        </>
      )}
    </div>
  );
}
