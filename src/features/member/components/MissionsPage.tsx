import '../member.css';
import { Link } from '@tanstack/react-router';
import type { MissionsOverview } from '@contract/member-centre';
import { formatMinorUnits } from '@contract/payments';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useUiLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useMissions } from '../api/member-centre';
import { useMoney } from '../money';
import { formatDateTime } from '@/lib/dates';

/** /m/leaderBoard: this week's missions with progress from real play, their prizes, and the leaderboard with the member's rank. */
export function MissionsPage() {
  const { t } = useTranslation(['member', 'shell']);
  const session = useSession();
  if (!session) {
    return (
      <div className="member-page">
        <p className="member-item__facts">{t('missions.login')}</p>
        <Link to="/m/login" search={{ redirect: '/m/leaderBoard' }} className="btn btn--gold btn--block">
          {t('shell:actions.login')}
        </Link>
      </div>
    );
  }
  return <Missions />;
}

function Missions() {
  const missions = useMissions();
  if (missions.status === 'error' && !missions.data) return <LoadFailed failure={missions.failure} onRetry={missions.retry} />;
  if (!missions.data) return <PageLoading />;
  return <MissionsContent overview={missions.data} />;
}

function MissionsContent({ overview }: { overview: MissionsOverview }) {
  const { t } = useTranslation(['member', 'shell']);
  const language = useUiLanguage();
  const money = useMoney();
  const amount = (id: string, value: number) => (id === 'SPINS' ? String(value) : money(formatMinorUnits(value)));
  return (
    <div className="member-page">
      <p className="member-item__facts">
        {t('missions.period', { start: formatDateTime(overview.periodStart, language), end: formatDateTime(overview.periodEnd, language) })}
      </p>
      <ul className="member-list" aria-label={t('missions.list')}>
        {overview.missions.map((mission) => {
          const percent = Math.round((mission.progress / mission.target) * 100);
          return (
            <li key={mission.id} className="member-item">
              <div className="member-item__head">
                <h2 className="member-item__title">{t(`missions.names.${mission.id}`)}</h2>
                <span className="member-item__amount">{money(mission.prize)}</span>
              </div>
              <div
                className="member-progress"
                role="progressbar"
                aria-label={t(`missions.names.${mission.id}`)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <div className="member-progress__bar" style={{ width: `${percent}%` }} />
              </div>
              <p className="member-item__facts">
                {amount(mission.id, mission.progress)} / {amount(mission.id, mission.target)} ·{' '}
                {mission.done ? t('missions.done') : t('missions.open')}
              </p>
            </li>
          );
        })}
      </ul>
      {overview.missions.some((mission) => mission.done) && (
        <Link to="/m/rewardCenter" className="btn btn--outline btn--block">
          {t('missions.toRewards')}
        </Link>
      )}
      <section aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title" className="member-group__title">
          {t('missions.leaderboard')}
        </h2>
        <p className="member-item__facts" data-testid="my-rank">
          {overview.me.rank === null
            ? t('missions.noRank')
            : t('missions.myRank', { rank: overview.me.rank, amount: money(overview.me.validBets) })}
        </p>
        <table className="member-table">
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.player')}</th>
              <th scope="col">{t('missions.validBets')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.leaderboard.map((entry) => (
              <tr key={entry.rank} aria-current={entry.me ? 'true' : undefined}>
                <th scope="row">{entry.rank}</th>
                <td>{entry.me ? t('missions.you', { account: entry.account }) : entry.account}</td>
                <td>{money(entry.validBets)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
