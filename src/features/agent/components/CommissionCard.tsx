import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { Spinner } from '@/components/ui/Loading';
import { useTranslation } from '@/lib/use-translation';
import { useCommissionReport } from '../api/agency';
import { formatDate, formatDateTime } from '@/lib/dates';
import { Pager, useMoney } from './parts';

/** The agent's own payouts: salary, hourly salary and dividend, newest period first. */
export function CommissionCard() {
  const { t, i18n } = useTranslation(['agent']);
  const format = useMoney();
  const [page, setPage] = useState(1);
  const report = useCommissionReport(page);
  const data = report.data;
  const period = (kind: string, start: string, end: string) =>
    kind === 'HOURLY'
      ? formatDateTime(start, i18n.language)
      : kind === 'DIVIDEND'
        ? t('commission.range', {
            from: formatDate(start, i18n.language),
            to: formatDate(new Date(Date.parse(end) - 1).toISOString(), i18n.language),
          })
        : formatDate(start, i18n.language);
  return (
    <section className="agent-card" aria-labelledby="agent-commission">
      <h2 id="agent-commission" className="agent-card__title">
        {t('commission.title')}
      </h2>
      {!data ? (
        report.status === 'error' ? (
          <LoadFailed failure={report.failure} onRetry={report.retry} compact />
        ) : (
          <Spinner />
        )
      ) : data.list.length === 0 ? (
        <EmptyState icon="trophy" message={t('commission.empty')} />
      ) : (
        <>
          <p className="agent-card__note">{t('commission.total', { total: format(data.total) })}</p>
          <ul className="agent-list" aria-labelledby="agent-commission">
            {data.list.map((payout) => (
              <li key={payout.id} className="agent-payout">
                <div className="agent-payout__main">
                  <strong>{t(`kinds.${payout.kind}`)}</strong>
                  <span>{period(payout.kind, payout.periodStart, payout.periodEnd)}</span>
                  <span>
                    {t(payout.kind === 'DIVIDEND' ? 'commission.netLoss' : 'commission.bets', {
                      basis: format(payout.basis),
                      count: payout.activePlayers,
                    })}
                  </span>
                </div>
                <strong className="agent-payout__amount">+{format(payout.amount)}</strong>
              </li>
            ))}
          </ul>
          <Pager page={data.pageNum} pages={data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
