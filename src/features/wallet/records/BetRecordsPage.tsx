import '../wallet.css';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { GAME_TYPES, type GameType } from '@contract/domain';
import { orderCalls, type BetOrder, type BetOrderPage } from '@contract/orders';
import { callApi } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/i18n';
import { BetOrderDetailView, netClass, statusClass, useMoney } from './BetOrderDetail';
import { RangePicker, type RangeValue } from './RangePicker';
import { RecordsList } from './RecordsList';
import { useRecords } from './use-records';
import { formatDateTime } from '@/lib/dates';

export interface BetRecordsSearch extends RangeValue {
  gameType?: GameType | undefined;
  /** The order whose detail is open. */
  order?: string | undefined;
}

const PAGE_SIZE = 20;
type Totals = BetOrderPage['totals'];
type Row = BetOrder & { id: string };

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
                {t(`shell:categories.${order.gameType}`, { defaultValue: order.gameType })} · {formatDateTime(order.createdAt, language)}
              </span>
              <span className="record__time">{t('orders:betLine', { bet: money(order.bet), win: money(order.win) })}</span>
            </span>
            <span className="record__side">
              <strong className={netClass(order.net)}>{signed(order.net)}</strong>
              <span className={statusClass(order.status)}>{t(`orders:status.${order.status}`)}</span>
            </span>
          </button>
        )}
      />
    </div>
  );
}
