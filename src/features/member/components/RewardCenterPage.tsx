import '../member.css';
import { Link } from '@tanstack/react-router';
import { MISSIONS, type Reward } from '@contract/member-centre';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useUiLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { claimReward, useRewards } from '../api/member-centre';
import { useMoney } from '../money';
import { useClaim } from '../use-claim';
import { formatDateTime } from '@/lib/dates';

/** /m/rewardCenter: every reward with its state; a claim credits the wallet once. */
export function RewardCenterPage() {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const rewards = useRewards();
  if (rewards.status === 'error' && !rewards.data) return <LoadFailed failure={rewards.failure} onRetry={rewards.retry} />;
  if (!rewards.data) return <PageLoading />;
  const { list, unclaimed } = rewards.data;
  return (
    <div className="member-page">
      <p className="member-item__facts" aria-live="polite">
        {t('rewards.unclaimed', { count: unclaimed })}
      </p>
      <Link to="/m/customerTask" className="btn btn--outline btn--block">
        {t('rewards.toTasks')}
      </Link>
      {list.length === 0 ? (
        <EmptyState icon="gift" message={t('rewards.empty')} />
      ) : (
        <ul className="member-list" aria-label={t('rewards.list')}>
          {list.map((reward) => (
            <RewardItem key={reward.id} reward={reward} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RewardItem({ reward }: { reward: Reward }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const language = useUiLanguage();
  const money = useMoney();
  const missionName = MISSIONS.some((mission) => mission.id === reward.label) ? t(`missions.names.${reward.label}`) : null;
  const title = t(`rewards.sources.${reward.source}`, { label: reward.source === 'MISSION' && missionName ? missionName : reward.label });

  const { busy, claim } = useClaim(
    (requestKey) => claimReward(reward.id, requestKey),
    t('rewards.claimed', { amount: money(reward.amount) }),
  );

  return (
    <li className="member-item">
      <div className="member-item__head">
        <h2 className="member-item__title">{title}</h2>
        <span className="member-item__amount">{money(reward.amount)}</span>
      </div>
      <p className="member-item__facts">{t('rewards.turnover', { amount: money(reward.turnover) })}</p>
      <p className="member-item__facts">
        {reward.state === 'CLAIMED' && reward.claimedAt
          ? t('rewards.claimedOn', { date: formatDateTime(reward.claimedAt, language) })
          : t('rewards.expiresOn', { date: formatDateTime(reward.expiresAt, language) })}
      </p>
      <div className="member-item__head">
        <span className={`member-state member-state--${reward.state}`}>{t(`rewards.states.${reward.state}`)}</span>
        {reward.state === 'CLAIM' && (
          <button
            type="button"
            className="btn btn--gold btn--small"
            disabled={busy}
            aria-busy={busy}
            aria-label={t('rewards.claimLabel', { title })}
            onClick={claim}
          >
            {t('rewards.claim')}
          </button>
        )}
      </div>
    </li>
  );
}
