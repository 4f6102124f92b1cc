import '../wallet.css';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { GAME_TYPES, type GameType } from '@contract/domain';
import type { PlayingCard } from '@contract/lobby';
import { orderCalls, ORDER_ERRORS, type BetOrder, type BetOrderDetail, type BetOrderPage } from '@contract/orders';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { callApi } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/i18n';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { formatMoneyText } from '../money';
import { RangePicker, type RangeValue } from './RangePicker';
import { RecordsList, recordTime } from './RecordsList';
import { useRecords } from './use-records';

export interface BetRecordsSearch extends RangeValue {
  gameType?: GameType | undefined;
  /** The order whose detail is open. */
  order?: string | undefined;
}

const PAGE_SIZE = 20;
type Totals = BetOrderPage['totals'];
type Row = BetOrder & { id: string };

function useMoney() {
  const symbol = currencySymbol(useSiteInfo());
  const money = (text: string) => formatMoneyText(text, symbol);
  return { money, signed: (text: string) => (text.startsWith('-') ? money(text) : `+${money(text)}`) };
}
const netClass = (text: string) => `record__amount ${text.startsWith('-') ? 'record__amount--out' : 'record__amount--in'}`;

/** /m/gameRecord: the member's bet orders in a range and of a game type, with the period's totals; a tap opens one. */
export function BetRecordsPage({ search, onSearch }: { search: BetRecordsSearch; onSearch: (next: BetRecordsSearch) => void }) {
  if (search.order) return <BetOrderDetailView orderNo={search.order} onBack={() => onSearch({ ...search, order: undefined })} />;
  return <BetOrderList search={search} onSearch={onSearch} />;
}

function BetOrderList({ search, onSearch }: { search: BetRecordsSearch; onSearch: (next: BetRecordsSearch) => void }) {
  const { t } = useTranslation(['orders', 'wallet', 'shell']);
  const language = useUiLanguage();
  const { money, signed } = useMoney();
  const key = `${search.range}|${search.from ?? ''}|${search.to ?? ''}|${search.gameType ?? ''}`;
  const [totals, setTotals] = useState<{ key: string; totals: Totals } | null>(null);
  const view = useRecords<Row>(key, async (cursor, signal) => {
    const page = await callApi(
      orderCalls.getOrders,
      {
        range: search.range,
        ...(search.range === 'custom' ? { from: search.from, to: search.to } : {}),
        ...(search.gameType ? { gameType: search.gameType } : {}),
        cursor,
        pageSize: PAGE_SIZE,
      },
      { signal },
    );
    if (!cursor) setTotals({ key, totals: page.totals });
    return { list: page.list.map((order) => ({ ...order, id: order.orderNo })), nextCursor: page.nextCursor };
  });
  const shown = totals?.key === key && view.rows.length > 0 ? totals.totals : null;
  const typeId = 'bet-game-type';
  return (
    <div className="wallet-page">
      <RangePicker value={search} onChange={(next) => onSearch({ ...next, gameType: search.gameType })} />
      <div className="form-field">
        <label htmlFor={typeId} className="wallet-legend">
          {t('orders:gameType')}
        </label>
        <select
          id={typeId}
          className="wallet-select"
          value={search.gameType ?? ''}
          onChange={(event) => onSearch({ ...search, gameType: (event.target.value || undefined) as GameType | undefined })}
        >
          <option value="">{t('orders:allTypes')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`shell:categories.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {shown && (
        <section className="wallet-card" aria-labelledby="bet-totals">
          <h2 id="bet-totals" className="wallet-card__title">
            {t('orders:totals', { count: shown.count })}
          </h2>
          <dl className="wallet-summary">
            {(['bet', 'validBet', 'win'] as const).map((figure) => (
              <div key={figure} className="wallet-summary__pair">
                <dt>{t(`orders:figures.${figure}`)}</dt>
                <dd>{money(shown[figure])}</dd>
              </div>
            ))}
            <div className="wallet-summary__pair">
              <dt>{t('orders:figures.net')}</dt>
              <dd className={netClass(shown.net)}>{signed(shown.net)}</dd>
            </div>
          </dl>
        </section>
      )}
      <RecordsList
        view={view}
        emptyIcon="slot"
        label={t('shell:titles.betRecords')}
        row={(order) => (
          <button type="button" className="record__open" onClick={() => onSearch({ ...search, order: order.orderNo })}>
            <span className="record__main">
              <strong>{order.gameName}</strong>
              <span className="record__time">
                {t(`shell:categories.${order.gameType}`, { defaultValue: order.gameType })} · {recordTime(order.createdAt, language)}
              </span>
              <span className="record__time">{t('orders:betLine', { bet: money(order.bet), win: money(order.win) })}</span>
            </span>
            <span className="record__side">
              <strong className={netClass(order.net)}>{signed(order.net)}</strong>
              <span className="status-badge status-badge--paid">{t(`orders:status.${order.status}`)}</span>
            </span>
          </button>
        )}
      />
    </div>
  );
}

const detailQuery = (orderNo: string) =>
  queryOptions<BetOrderDetail>({
    key: ['records', 'betOrder', orderNo],
    load: (signal) => callApi(orderCalls.getOrderDetail, { orderNo }, { signal }),
  });

/** One bet order: its figures, each sub-order (a payline, or the Hi-Lo guess) and the round's result. */
function BetOrderDetailView({ orderNo, onBack }: { orderNo: string; onBack: () => void }) {
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
  const { order, subOrders, result } = data;
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
            <dd>{recordTime(order.createdAt, language)}</dd>
          </div>
          <div className="wallet-summary__pair">
            <dt>{t('orders:gameType')}</dt>
            <dd>{t(`shell:categories.${order.gameType}`, { defaultValue: order.gameType })}</dd>
          </div>
          {(['bet', 'validBet', 'win'] as const).map((figure) => (
            <div key={figure} className="wallet-summary__pair">
              <dt>{t(`orders:figures.${figure}`)}</dt>
              <dd>{money(order[figure])}</dd>
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
        ) : (
          <p className="wallet-facts">
            {t('orders:hiLoResult', { card: card(result.card), next: card(result.next) })}{' '}
            <strong>{t(result.won ? 'orders:won' : 'orders:lost')}</strong>
          </p>
        )}
      </section>
      <section className="wallet-card" aria-labelledby="bet-subs">
        <h2 id="bet-subs" className="wallet-card__title">
          {t('orders:subOrders')}
        </h2>
        <ul className="record-list" aria-labelledby="bet-subs">
          {subOrders.map((sub) => (
            <li key={sub.subOrderNo} className="record">
              <div className="record__main">
                <strong>
                  {sub.kind === 'LINE'
                    ? t('orders:line', { line: sub.line })
                    : t('orders:guess', { guess: t(`orders:guesses.${sub.guess}`), odds: sub.odds })}
                </strong>
                <span className="record__time">
                  {sub.symbol
                    ? t('orders:lineWin', { count: sub.count, symbol: t(`lobby:game.symbols.${sub.symbol}`) })
                    : t('orders:stake', { stake: money(sub.stake) })}
                </span>
              </div>
              <div className="record__side">
                <strong className={sub.win === '0.00' ? 'record__amount' : 'record__amount record__amount--in'}>{money(sub.win)}</strong>
                <span className="status-badge status-badge--paid">{t(`orders:status.${sub.status}`)}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {back}
    </div>
  );
}
