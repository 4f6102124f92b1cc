import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { PlayingCard } from '@contract/lobby';
import { orderCalls, ORDER_ERRORS, type BetOrderDetail, type OrderStatus, type SubOrder } from '@contract/orders';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { ApiFailure, callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/i18n';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { cancelSubOrder } from '../api/cancel-sub-order';
import { formatMoneyText } from '@contract/payments';
import { formatTime } from '@/lib/dates';
import { formatDateTime } from '@/lib/dates';

export function useMoney() {
  const symbol = currencySymbol(useSiteInfo());
  const money = (text: string) => formatMoneyText(text, symbol);
  return { money, signed: (text: string) => (text.startsWith('-') ? money(text) : `+${money(text)}`) };
}
export const netClass = (text: string) => `record__amount ${text.startsWith('-') ? 'record__amount--out' : 'record__amount--in'}`;
export const statusClass = (status: OrderStatus) =>
  `status-badge ${status === 'SETTLED' ? 'status-badge--paid' : status === 'CANCELLED' ? 'status-badge--expired' : 'status-badge--open'}`;

const orderCodes = new Set<string>(Object.values(ORDER_ERRORS));

const detailQuery = (orderNo: string) =>
  queryOptions<BetOrderDetail>({
    key: ['records', 'betOrder', orderNo],
    load: (signal) => callApi(orderCalls.getOrderDetail, { orderNo }, { signal }),
  });

/** One bet order: its figures, the round's result and each sub-order (a payline, the Hi-Lo guess, or a draw line). */
export function BetOrderDetailView({ orderNo, onBack }: { orderNo: string; onBack: () => void }) {
  const { t } = useTranslation(['orders', 'wallet', 'shell', 'lobby']);
  const language = useUiLanguage();
  const { money, signed } = useMoney();
  const detail = useQuery(detailQuery(orderNo));
  const back = (
    <button type="button" className="btn btn--outline btn--block" onClick={onBack}>
      {t('orders:back')}
    </button>
  );
  const data = detail.data;
  if (!data) {
    if (detail.status !== 'error') return <PageLoading />;
    return (
      <div className="wallet-page">
        {detail.failure?.errorCode === ORDER_ERRORS.notFound ? (
          <p className="wallet-offline" role="alert">
            {t('orders:notFound')}
          </p>
        ) : (
          <LoadFailed failure={detail.failure} onRetry={detail.retry} />
        )}
        {back}
      </div>
    );
  }
  const { order, result } = data;
  const card = (value: PlayingCard) =>
    t('lobby:hilo.cardName', { rank: t(`lobby:hilo.ranks.${value.rank}`), suit: t(`lobby:hilo.suits.${value.suit}`) });
  return (
    <div className="wallet-page">
      <section className="wallet-card" aria-labelledby="bet-order">
        <h2 id="bet-order" className="wallet-card__title">
          {order.gameName}
        </h2>
        <dl className="wallet-summary">
          <div className="wallet-summary__pair">
            <dt>{t('orders:orderNo')}</dt>
            <dd className="bet-order__no">{order.orderNo}</dd>
          </div>
          <div className="wallet-summary__pair">
            <dt>{t('orders:time')}</dt>
            <dd>{formatDateTime(order.createdAt, language)}</dd>
          </div>
          <div className="wallet-summary__pair">
            <dt>{t('orders:gameType')}</dt>
            <dd>{t(`shell:categories.${order.gameType}`, { defaultValue: order.gameType })}</dd>
          </div>
          {(['bet', 'validBet', 'win'] as const).map((figure) => (
            <div key={figure} className="wallet-summary__pair">
              <dt>{t(`orders:figures.${figure}`)}</dt>
              <dd data-testid={`order-${figure}`}>{money(order[figure])}</dd>
            </div>
          ))}
          <div className="wallet-summary__pair">
            <dt>{t('orders:figures.net')}</dt>
            <dd className={netClass(order.net)}>{signed(order.net)}</dd>
          </div>
          <div className="wallet-summary__pair">
            <dt>{t('orders:statusLabel')}</dt>
            <dd>{t(`orders:status.${order.status}`)}</dd>
          </div>
        </dl>
      </section>
      <section className="wallet-card" aria-labelledby="bet-result">
        <h2 id="bet-result" className="wallet-card__title">
          {t('orders:result')}
        </h2>
        {result.kind === 'SLOT' ? (
          <table className="bet-grid">
            <caption className="visually-hidden">{t('orders:grid')}</caption>
            <tbody>
              {result.grid.map((row, index) => (
                <tr key={index}>
                  {row.map((symbol, reel) => (
                    <td key={reel}>{t(`lobby:game.symbols.${symbol}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : result.kind === 'HILO' ? (
          <p className="wallet-facts">
            {t('orders:hiLoResult', { card: card(result.card), next: card(result.next) })}{' '}
            <strong>{t(result.won ? 'orders:won' : 'orders:lost')}</strong>
          </p>
        ) : (
          <p className="wallet-facts">
            {result.numbers
              ? t('orders:drawResult', { drawNo: result.drawNo, time: formatTime(result.drawAt), numbers: result.numbers })
              : t('orders:drawPending', {
                  drawNo: result.drawNo,
                  time: formatTime(result.drawAt),
                  closes: formatTime(result.closesAt),
                })}
          </p>
        )}
      </section>
      <SubOrders subOrders={data.subOrders} />
      {back}
    </div>
  );
}

/** The order's sub-orders; an open draw line has a button that cancels it for its stake back. */
function SubOrders({ subOrders }: { subOrders: SubOrder[] }) {
  const { t } = useTranslation(['orders', 'errors', 'lobby']);
  const { money } = useMoney();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const cancel = async (sub: SubOrder) => {
    setBusy(sub.subOrderNo);
    setNotice(null);
    try {
      const answer = await cancelSubOrder(sub.subOrderNo);
      setNotice({ kind: 'done', text: t('orders:cancelled', { line: sub.line, refund: money(answer.refund) }) });
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : new ApiFailure('http', 'system.error', String(error));
      const text =
        failure.kind === 'server' && orderCodes.has(failure.errorCode) ? t(`orders:errors.${failure.errorCode}`) : errorMessage(t, failure);
      setNotice({ kind: 'failed', text });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="wallet-card" aria-labelledby="bet-subs">
      <h2 id="bet-subs" className="wallet-card__title">
        {t('orders:subOrders')}
      </h2>
      {notice && (
        <p className={notice.kind === 'done' ? 'wallet-facts' : 'wallet-offline'} role={notice.kind === 'done' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <ul className="record-list" aria-labelledby="bet-subs">
        {subOrders.map((sub) => (
          <li key={sub.subOrderNo} className="record">
            <div className="record__main">
              <strong>
                {sub.kind === 'LINE'
                  ? t('orders:line', { line: sub.line })
                  : sub.kind === 'PICK'
                    ? t('orders:pick', { line: sub.line, pick: sub.pick })
                    : t('orders:guess', { guess: t(`orders:guesses.${sub.guess}`), odds: sub.odds })}
              </strong>
              <span className="record__time">
                {sub.symbol
                  ? t('orders:lineWin', { count: sub.count, symbol: t(`lobby:game.symbols.${sub.symbol}`) })
                  : t('orders:stake', { stake: money(sub.stake) })}
              </span>
              {sub.cancellable && (
                <button
                  type="button"
                  className="btn btn--outline sub-order__cancel"
                  disabled={busy !== null}
                  onClick={() => void cancel(sub)}
                >
                  {busy === sub.subOrderNo ? t('orders:cancelling') : t('orders:cancel', { line: sub.line })}
                </button>
              )}
            </div>
            <div className="record__side">
              <strong className={sub.win === '0.00' ? 'record__amount' : 'record__amount record__amount--in'}>{money(sub.win)}</strong>
              <span className={statusClass(sub.status)}>{t(`orders:status.${sub.status}`)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
