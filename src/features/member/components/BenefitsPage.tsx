import '../member.css';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useTranslation } from '@/lib/use-translation';
import { useVipOverview } from '../api/member-centre';
import { useMoney } from '../money';

/** /m/member/benefits: the member's level, progress towards the next one from real deposits and bets, and every level's benefits. */
export function BenefitsPage() {
  const { t } = useTranslation(['member', 'errors']);
  const money = useMoney();
  const vip = useVipOverview();
  if (vip.status === 'error' && !vip.data) return <LoadFailed failure={vip.failure} onRetry={vip.retry} />;
  if (!vip.data) return <PageLoading />;
  const overview = vip.data;
  const percent = Math.round(overview.progress * 100);
  return (
    <div className="member-page">
      <section className="member-card" aria-labelledby="vip-current">
        <h2 id="vip-current" className="member-item__title">
          {t('vip.current', { name: overview.name })}
        </h2>
        <dl className="member-summary">
          <dt>{t('vip.deposits')}</dt>
          <dd data-testid="vip-deposits">{money(overview.deposits)}</dd>
          <dt>{t('vip.validBets')}</dt>
          <dd data-testid="vip-bets">{money(overview.validBets)}</dd>
        </dl>
        {overview.next ? (
          <>
            <p className="member-item__facts">
              {t('vip.conditions', {
                done: overview.completedConditions,
                total: overview.totalExpectedConditions,
                name: overview.next.name,
              })}
            </p>
            <div
              className="member-progress"
              role="progressbar"
              aria-label={t('vip.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className="member-progress__bar" style={{ width: `${percent}%` }} />
            </div>
            <p className="member-item__facts">
              {t('vip.needs', { name: overview.next.name, deposit: money(overview.next.deposit), bets: money(overview.next.validBet) })}
            </p>
          </>
        ) : (
          <p className="member-item__facts">{t('vip.top')}</p>
        )}
      </section>
      <section aria-labelledby="vip-levels">
        <h2 id="vip-levels" className="member-group__title">
          {t('vip.levels')}
        </h2>
        {/* Five columns of figures do not fit a phone: the table scrolls sideways within the page, the level staying in view. */}
        <div className="member-table-scroll" role="region" aria-labelledby="vip-levels" tabIndex={0}>
          <table className="member-table member-table--wide">
            <thead>
              <tr>
                <th scope="col">{t('vip.level')}</th>
                <th scope="col">{t('vip.needsShort')}</th>
                <th scope="col">{t('vip.rebate')}</th>
                <th scope="col">{t('vip.reward')}</th>
                <th scope="col">{t('vip.birthdayReward')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.levels.map((level) => (
                <tr key={level.level} aria-current={level.level === overview.level ? 'true' : undefined}>
                  <th scope="row">{level.name}</th>
                  <td>{t('vip.needsCell', { deposit: money(level.deposit), bets: money(level.validBet) })}</td>
                  <td>{t('rebate.percent', { percent: level.rebatePercent })}</td>
                  <td>{level.levelUpReward === '0.00' ? '—' : money(level.levelUpReward)}</td>
                  <td>{money(level.birthdayReward)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
