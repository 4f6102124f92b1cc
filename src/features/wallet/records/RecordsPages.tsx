import { useTranslation } from '@/lib/use-translation';
import { paymentCalls, type Deposit, type LedgerLine, type Withdrawal, formatMoneyText } from '@contract/payments';
import { LEDGER_KINDS, type LedgerKind } from '@contract/wallet';
import { callApi } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/i18n';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { RangePicker, type RangeValue } from './RangePicker';
import { RecordsList } from './RecordsList';
import { useRecords } from './use-records';
import { formatDateTime } from '@/lib/dates';

const PAGE_SIZE = 20;
const rangeQuery = (value: RangeValue) => ({
  range: value.range,
  ...(value.range === 'custom' ? { from: value.from, to: value.to } : {}),
});
const keyOf = (value: RangeValue, extra = '') => `${value.range}|${value.from ?? ''}|${value.to ?? ''}|${extra}`;

function useMoney() {
  const symbol = currencySymbol(useSiteInfo());
  return (text: string) => formatMoneyText(text, symbol);
}

/** /m/vouReport: deposits in the range, newest first, with their channel and status. */
export function DepositRecordsPage({ search, onSearch }: { search: RangeValue; onSearch: (next: RangeValue) => void }) {
  const { t } = useTranslation(['wallet', 'shell']);
  const language = useUiLanguage();
  const money = useMoney();
  const view = useRecords<Deposit>(keyOf(search), (cursor, signal) =>
    callApi(paymentCalls.getDepositRecords, { ...rangeQuery(search), cursor, pageSize: PAGE_SIZE }, { signal }),
  );
  return (
    <div className="wallet-page">
      <RangePicker value={search} onChange={onSearch} />
      <RecordsList
        view={view}
        emptyIcon="deposit"
        label={t('shell:titles.depositRecords')}
        row={(deposit) => (
          <>
            <div className="record__main">
              <strong>{deposit.channelName}</strong>
              <span className="record__time">{formatDateTime(deposit.createdAt, language)}</span>
            </div>
            <div className="record__side">
              <strong className="record__amount">{money(deposit.paid ?? deposit.amount)}</strong>
              <span className={`status-badge status-badge--${deposit.status.toLowerCase()}`}>{t(`deposit.status.${deposit.status}`)}</span>
            </div>
          </>
        )}
      />
    </div>
  );
}

/** /m/withdrawReport: withdrawal requests in the range with their payout account and status. */
export function WithdrawalRecordsPage({ search, onSearch }: { search: RangeValue; onSearch: (next: RangeValue) => void }) {
  const { t } = useTranslation(['wallet', 'shell']);
  const language = useUiLanguage();
  const money = useMoney();
  const view = useRecords<Withdrawal>(keyOf(search), (cursor, signal) =>
    callApi(paymentCalls.getWithdrawalRecords, { ...rangeQuery(search), cursor, pageSize: PAGE_SIZE }, { signal }),
  );
  return (
    <div className="wallet-page">
      <RangePicker value={search} onChange={onSearch} />
      <RecordsList
        view={view}
        emptyIcon="withdraw"
        label={t('shell:titles.withdrawRecords')}
        row={(withdrawal) => (
          <>
            <div className="record__main">
              <strong>
                {withdrawal.payee.provider} {withdrawal.payee.maskedNumber}
              </strong>
              <span className="record__time">{formatDateTime(withdrawal.createdAt, language)}</span>
            </div>
            <div className="record__side">
              <strong className="record__amount">{money(withdrawal.amount)}</strong>
              <span className={`status-badge status-badge--${withdrawal.status.toLowerCase()}`}>
                {t(`withdraw.statuses.${withdrawal.status}`)}
              </span>
            </div>
          </>
        )}
      />
    </div>
  );
}

/** /m/transaction/record: every ledger line in the range, of one kind or all. */
export function TransactionRecordsPage({
  search,
  onSearch,
}: {
  search: RangeValue & { kind?: LedgerKind | undefined };
  onSearch: (next: RangeValue & { kind?: LedgerKind | undefined }) => void;
}) {
  const { t } = useTranslation(['wallet', 'shell']);
  const language = useUiLanguage();
  const money = useMoney();
  const view = useRecords<LedgerLine>(keyOf(search, search.kind ?? ''), (cursor, signal) =>
    callApi(
      paymentCalls.getLedgerRecords,
      { ...rangeQuery(search), ...(search.kind ? { kind: search.kind } : {}), cursor, pageSize: PAGE_SIZE },
      { signal },
    ),
  );
  const kindId = 'ledger-kind';
  return (
    <div className="wallet-page">
      <RangePicker value={search} onChange={(next) => onSearch({ ...next, kind: search.kind })} />
      <div className="form-field">
        <label htmlFor={kindId} className="wallet-legend">
          {t('records.kind')}
        </label>
        <select
          id={kindId}
          className="wallet-select"
          value={search.kind ?? ''}
          onChange={(event) => onSearch({ ...search, kind: (event.target.value || undefined) as LedgerKind | undefined })}
        >
          <option value="">{t('records.allKinds')}</option>
          {LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`records.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <RecordsList
        view={view}
        emptyIcon="card"
        label={t('shell:titles.transactionRecords')}
        row={(line) => (
          <>
            <div className="record__main">
              <strong>{t(`records.kinds.${line.kind}`)}</strong>
              <span className="record__time">{formatDateTime(line.createdAt, language)}</span>
            </div>
            <div className="record__side">
              <strong className={`record__amount ${line.amount.startsWith('-') ? 'record__amount--out' : 'record__amount--in'}`}>
                {line.amount.startsWith('-') ? money(line.amount) : `+${money(line.amount)}`}
              </strong>
              <span className="record__time">{t('records.balanceAfter', { amount: money(line.balanceAfter) })}</span>
            </div>
          </>
        )}
      />
    </div>
  );
}
