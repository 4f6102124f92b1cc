import '../member.css';
import { useRef, useState } from 'react';
import type { RebateDue } from '@contract/member-centre';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { playCue } from '@/lib/sound-cues';
import { claimRebate, useRebateDue } from '../api/member-centre';
import { memberErrorMessage } from '../member-errors';
import { newRequestKey, useMoney } from '../money';
import { CategoryTable } from './CategoryTable';
import { formatDateTime } from '@/lib/dates';

/** /m/member/manualRebate: the rebate due on the valid bets since the last claim, per category, claimed once. */
export function RebatePage() {
  const due = useRebateDue();
  if (due.status === 'error' && !due.data) return <LoadFailed failure={due.failure} onRetry={due.retry} />;
  if (!due.data) return <PageLoading />;
  return <RebateContent due={due.data} />;
}

function RebateContent({ due }: { due: RebateDue }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const language = useUiLanguage();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const key = useRef(newRequestKey());
  const nothing = due.rebate === '0.00';

  async function claim() {
    setBusy(true);
    try {
      const record = await claimRebate(key.current);
      key.current = newRequestKey();
      void playCue('claim');
      showToast(t('rebate.claimed', { amount: money(record.rebate) }), { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure) showToast(memberErrorMessage(t, error, money), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="member-page">
      <dl className="member-summary" aria-label={t('rebate.summary')}>
        <dt>{t('rebate.level')}</dt>
        <dd>{due.vipName}</dd>
        <dt>{t('rebate.rate')}</dt>
        <dd>{t('rebate.percent', { percent: due.rebatePercent })}</dd>
        <dt>{t('rebate.validBets')}</dt>
        <dd>{money(due.validBets)}</dd>
        <dt>{t('rebate.due')}</dt>
        <dd data-testid="rebate-due">{money(due.rebate)}</dd>
      </dl>
      <p className="member-item__facts">
        {due.since ? t('rebate.since', { date: formatDateTime(due.since, language) }) : t('rebate.sinceStart')}
      </p>
      {due.categories.length > 0 && <CategoryTable categories={due.categories} />}
      <button type="button" className="btn btn--gold btn--block" disabled={busy || nothing} aria-busy={busy} onClick={() => void claim()}>
        {t('rebate.claim')}
      </button>
      {nothing && <p className="member-item__facts">{t('rebate.nothing')}</p>}
    </div>
  );
}
