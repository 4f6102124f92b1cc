import '../wallet.css';
import { useTranslation } from '@/lib/use-translation';
import { paymentCalls, type ProfitAndLoss, formatMoneyText } from '@contract/payments';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { RangePicker, type RangeValue } from './RangePicker';

const profitQuery = (search: RangeValue) =>
  queryOptions<ProfitAndLoss>({
    key: ['records', 'profitAndLoss', search.range, search.from ?? '', search.to ?? ''],
    load: (signal) =>
      callApi(
        paymentCalls.getProfitAndLoss,
        { range: search.range, ...(search.range === 'custom' ? { from: search.from, to: search.to } : {}) },
        { signal },
      ),
  });

const FIGURES = ['bets', 'wins', 'bonuses', 'rebates', 'net'] as const;

/** /m/profitandloss: the member's result over a range, in total, per day and per game type. */
export function ProfitAndLossPage({ search, onSearch }: { search: RangeValue; onSearch: (next: RangeValue) => void }) {
  const { t } = useTranslation(['wallet', 'shell']);
  const report = useQuery(profitQuery(search));
  const symbol = currencySymbol(useSiteInfo());
  const money = (text: string) => formatMoneyText(text, symbol);
  const signed = (text: string) => (text.startsWith('-') ? money(text) : `+${money(text)}`);
  const data = report.data;
  return (
    <div className="wallet-page">
      <RangePicker value={search} onChange={onSearch} />
      {!data ? (
        report.status === 'error' ? (
          <LoadFailed failure={report.failure} onRetry={report.retry} />
        ) : (
          <PageLoading />
        )
      ) : data.days.length === 0 ? (
        <EmptyState icon="trophy" message={t('records.empty')} />
      ) : (
        <>
          <section className="wallet-card" aria-labelledby="pl-total">
            <h2 id="pl-total" className="wallet-card__title">
              {t('profit.total')}
            </h2>
            <dl className="wallet-summary">
              {FIGURES.map((figure) => (
                <div key={figure} className="wallet-summary__pair">
                  <dt>{t(`profit.figures.${figure}`)}</dt>
                  <dd
                    className={
                      figure === 'net' ? (data.totals.net.startsWith('-') ? 'record__amount--out' : 'record__amount--in') : undefined
                    }
                  >
                    {figure === 'net' ? signed(data.totals.net) : money(data.totals[figure])}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="wallet-card" aria-labelledby="pl-categories">
            <h2 id="pl-categories" className="wallet-card__title">
              {t('profit.byCategory')}
            </h2>
            <ul className="record-list" aria-labelledby="pl-categories">
              {data.categories.map((category) => (
                <li key={category.gameType} className="record">
                  <div className="record__main">
                    <strong>{t(`shell:categories.${category.gameType}`, { defaultValue: t('profit.other') })}</strong>
                    <span className="record__time">{t('profit.betsWins', { bets: money(category.bets), wins: money(category.wins) })}</span>
                  </div>
                  <strong className={`record__amount ${category.net.startsWith('-') ? 'record__amount--out' : 'record__amount--in'}`}>
                    {signed(category.net)}
                  </strong>
                </li>
              ))}
            </ul>
          </section>
          <section className="wallet-card" aria-labelledby="pl-days">
            <h2 id="pl-days" className="wallet-card__title">
              {t('profit.byDay')}
            </h2>
            <ul className="record-list" aria-labelledby="pl-days">
              {data.days.map((day) => (
                <li key={day.date} className="record">
                  <div className="record__main">
                    <strong>{day.date}</strong>
                    <span className="record__time">
                      {t('profit.betsWins', { bets: money(day.bets), wins: money(day.wins) })}
                      {day.bonuses !== '0.00' || day.rebates !== '0.00'
                        ? ` · ${t('profit.extras', { bonuses: money(day.bonuses), rebates: money(day.rebates) })}`
                        : ''}
                    </span>
                  </div>
                  <strong className={`record__amount ${day.net.startsWith('-') ? 'record__amount--out' : 'record__amount--in'}`}>
                    {signed(day.net)}
                  </strong>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
