import '../member.css';
import { useState } from 'react';
import type { RecordRange } from '@contract/payments';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useUiLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useRebateRecords } from '../api/member-centre';
import { useMoney } from '../money';
import { CategoryTable } from './CategoryTable';
import { formatDateTime } from '@/lib/dates';

const RANGES = ['today', 'yesterday', 'last7', 'last30'] as const satisfies readonly RecordRange[];

/** /m/member/rebateReport: the rebates paid in a range, newest first, with their total. */
export function RebateReportPage() {
  const { t } = useTranslation(['member', 'errors']);
  const language = useUiLanguage();
  const money = useMoney();
  const [range, setRange] = useState<(typeof RANGES)[number]>('last7');
  const records = useRebateRecords(range);
  return (
    <div className="member-page">
      <div className="member-segmented" role="group" aria-label={t('report.range')}>
        {RANGES.map((option) => (
          <button
            key={option}
            type="button"
            className="btn btn--outline btn--small"
            aria-pressed={range === option}
            onClick={() => setRange(option)}
          >
            {t(`report.ranges.${option}`)}
          </button>
        ))}
      </div>
      {records.status === 'error' && !records.data ? (
        <LoadFailed failure={records.failure} onRetry={records.retry} />
      ) : !records.data ? (
        <PageLoading />
      ) : records.data.list.length === 0 ? (
        <EmptyState icon="clock" message={t('report.empty')} />
      ) : (
        <>
          <p className="member-item__facts">{t('report.total', { amount: money(records.data.total) })}</p>
          <ul className="member-list" aria-label={t('report.list')}>
            {records.data.list.map((record) => (
              <li key={record.id} className="member-item">
                <div className="member-item__head">
                  <h2 className="member-item__title">{formatDateTime(record.createdAt, language)}</h2>
                  <span className="member-item__amount">{money(record.rebate)}</span>
                </div>
                {record.validBets && record.rebatePercent && (
                  <p className="member-item__facts">
                    {t('report.detail', { bets: money(record.validBets), percent: record.rebatePercent })}
                  </p>
                )}
                {record.categories.length > 0 && <CategoryTable categories={record.categories} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
