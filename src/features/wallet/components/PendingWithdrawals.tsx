import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { ApiFailure } from '@/lib/api-client';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { cancelWithdrawal, usePendingWithdrawals } from '../api/withdraw';
import { formatMoneyText } from '@contract/payments';
import { newRequestKey } from '../money';

/** Requests still waiting for the operator; each may be cancelled, which gives its held money back. */
export function PendingWithdrawals() {
  const { t } = useTranslation(['wallet', 'errors']);
  const symbol = currencySymbol(useSiteInfo());
  const pending = usePendingWithdrawals();
  const keys = useRef(new Map<number, string>());
  const list = pending.data?.list ?? [];
  if (list.length === 0) return null;
  const cancel = async (id: number) => {
    const key = keys.current.get(id) ?? newRequestKey();
    keys.current.set(id, key);
    try {
      await cancelWithdrawal(id, key);
      showToast(t('withdraw.cancelled'), { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure) showToast(errorMessage(t, error), { kind: 'error' });
    }
  };
  return (
    <section className="wallet-card" aria-labelledby="pending-title">
      <h2 id="pending-title" className="wallet-card__title">
        {t('withdraw.pending')}
      </h2>
      <ul className="payee-list">
        {list.map((withdrawal) => (
          <li key={withdrawal.id} className="payee payee__line">
            <span>
              <strong>{formatMoneyText(withdrawal.amount, symbol)}</strong> → {withdrawal.payee.provider} {withdrawal.payee.maskedNumber}
              <span className="payee__name">{t('withdraw.statuses.PENDING')}</span>
            </span>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => void cancel(withdrawal.id)}>
              {t('withdraw.cancel')}
              <span className="visually-hidden"> {formatMoneyText(withdrawal.amount, symbol)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
