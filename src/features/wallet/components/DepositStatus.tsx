import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Deposit } from '@contract/payments';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { refreshBalance } from '@/lib/wallet';
import { useDeposit } from '../api/deposit';
import { formatMoneyText } from '@contract/payments';
import { forgetPendingDeposit } from '../pending-deposit';
import { formatDateTime } from '@/lib/dates';
import { useUiLanguage } from '@/lib/i18n';

/** How often a pending deposit is asked about while its screen is open. */
const FOLLOW_EVERY_MS = 3_000;

/**
 * The deposit's status, followed until the gateway settles it. The address carries the
 * deposit, so a reload reopens it; the last answer is kept on the device, so offline it still
 * shows (labelled as such) and it is asked again as soon as the network returns.
 */
export function DepositStatus({ id }: { id: number }) {
  const deposit = useDeposit(id);
  const status = deposit.data?.status;
  const { retry } = deposit;

  useEffect(() => {
    if (status !== undefined && status !== 'PENDING') return;
    const follow = setInterval(() => document.visibilityState === 'visible' && navigator.onLine && retry(), FOLLOW_EVERY_MS);
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      clearInterval(follow);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', retry);
    };
  }, [status, retry]);

  useEffect(() => {
    if (!status || status === 'PENDING') return;
    void forgetPendingDeposit(id);
    if (status === 'PAID') refreshBalance().catch(() => undefined);
  }, [status, id]);

  if (!deposit.data) {
    return deposit.status === 'error' ? <LoadFailed failure={deposit.failure} onRetry={retry} /> : <PageLoading />;
  }
  return <DepositStatusView deposit={deposit.data} saved={deposit.saved} />;
}

const STATUS_ICON = { PENDING: 'clock', FAILED: 'close', EXPIRED: 'clock' } as const;

function StatusIcon({ status }: { status: Deposit['status'] }) {
  if (status !== 'PAID') return <Icon name={STATUS_ICON[status]} size={40} />;
  return (
    <svg
      width={40}
      height={40}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M7 12.5l3.2 3.2L17 9" />
    </svg>
  );
}

function DepositStatusView({ deposit, saved }: { deposit: Deposit; saved: boolean }) {
  const { t } = useTranslation('wallet');
  const language = useUiLanguage();
  const symbol = currencySymbol(useSiteInfo());
  const money = (text: string) => formatMoneyText(text, symbol);
  const when = (iso: string) => formatDateTime(iso, language);
  return (
    <div className="wallet-page">
      <section className={`deposit-status deposit-status--${deposit.status.toLowerCase()}`} aria-live="polite">
        <StatusIcon status={deposit.status} />
        <h2 className="deposit-status__title">{t(`deposit.status.${deposit.status}`)}</h2>
        <p className="deposit-status__text">{t(`deposit.statusText.${deposit.status}`)}</p>
        {saved && <p className="wallet-offline">{t('savedCopy')}</p>}
      </section>
      <dl className="wallet-summary">
        <dt>{t('deposit.amount')}</dt>
        <dd>{money(deposit.amount)}</dd>
        {deposit.paid !== null && (
          <>
            <dt>{t('deposit.paid')}</dt>
            <dd>{money(deposit.paid)}</dd>
          </>
        )}
        {deposit.fee !== '0.00' && (
          <>
            <dt>{t('deposit.feeLine')}</dt>
            <dd>-{money(deposit.fee)}</dd>
          </>
        )}
        {deposit.bonus !== '0.00' && (
          <>
            <dt>{t('deposit.bonusLine')}</dt>
            <dd>+{money(deposit.bonus)}</dd>
          </>
        )}
        <dt>{t('deposit.channel')}</dt>
        <dd>{deposit.channelName}</dd>
        <dt>{t('deposit.number')}</dt>
        <dd>{deposit.id}</dd>
        <dt>{t('deposit.created')}</dt>
        <dd>{when(deposit.createdAt)}</dd>
      </dl>
      {deposit.amountMismatch && (
        <p className="wallet-notice">{t('deposit.mismatch', { asked: money(deposit.amount), paid: money(deposit.paid ?? '0.00') })}</p>
      )}
      <div className="wallet-actions">
        {deposit.status === 'PENDING' && deposit.paymentUrl && (
          <a className="btn btn--gold btn--block" href={deposit.paymentUrl}>
            {t('deposit.payNow')}
          </a>
        )}
        <Link to="/m/voucherCenter" className="btn btn--block btn--ghost">
          {t('deposit.again')}
        </Link>
      </div>
    </div>
  );
}
