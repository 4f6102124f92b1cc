import type { ReactNode } from 'react';
import { useUiLanguage } from '@/lib/i18n';
import type { SessionBreak } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import './break-notice.css';
import { formatDateTime } from '@/lib/dates';

/**
 * Why a player on a time-out or self-exclusion has a withdraw-only session, until when, and what
 * stays open: withdrawing the balance. `children` are the ways on (withdraw, log out).
 */
export function BreakNotice({ onBreak, children }: { onBreak: SessionBreak; children?: ReactNode }) {
  const { t } = useTranslation('protection');
  const language = useUiLanguage();
  return (
    <section className="break-notice" aria-labelledby="break-notice-title">
      <h2 id="break-notice-title">
        {t(onBreak.selfExclusion ? 'break.selfExcludedUntil' : 'break.timeOutUntil', { time: formatDateTime(onBreak.endsAt, language) })}
      </h2>
      <p>{t('withdrawOnly.what')}</p>
      {children && <div className="break-notice-actions">{children}</div>}
    </section>
  );
}
