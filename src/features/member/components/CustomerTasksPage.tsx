import '../member.css';
import { MONEY_TASK_MEASURES, type CustomerTask } from '@contract/member-centre';
import { formatMinorUnits } from '@contract/payments';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { formatDateTime } from '@/lib/dates';
import { useUiLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { claimCustomerTask, useCustomerTasks } from '../api/customer-tasks';
import { useMoney } from '../money';
import { useClaim } from '../use-claim';

/** /m/customerTask: the platform's one-off and daily tasks with the member's progress; a finished task's reward is claimed once. */
export function CustomerTasksPage() {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const language = useUiLanguage();
  const tasks = useCustomerTasks(language);
  if (tasks.status === 'error' && !tasks.data) return <LoadFailed failure={tasks.failure} onRetry={tasks.retry} />;
  if (!tasks.data) return <PageLoading />;
  const { tasks: list, dailyResetAt } = tasks.data;
  return (
    <div className="member-page">
      <p className="member-item__facts">{t('tasks.intro')}</p>
      {list.length === 0 ? (
        <EmptyState icon="gift" message={t('tasks.empty')} />
      ) : (
        <ul className="member-list" aria-label={t('tasks.list')}>
          {list.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
      {list.some((task) => task.cadence === 'DAILY') && (
        <p className="member-item__facts">{t('tasks.dailyReset', { date: formatDateTime(dailyResetAt, language) })}</p>
      )}
    </div>
  );
}

function TaskItem({ task }: { task: CustomerTask }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const language = useUiLanguage();
  const money = useMoney();
  const { busy, claim } = useClaim(
    (requestKey) => claimCustomerTask(task.id, requestKey),
    t('tasks.claimed', { amount: money(task.reward) }),
  );
  const figure = (value: number) => (MONEY_TASK_MEASURES.includes(task.measure) ? money(formatMinorUnits(value)) : String(value));
  const percent = Math.round((task.progress / task.goal) * 100);

  return (
    <li className="member-item">
      <div className="member-item__head">
        <h2 className="member-item__title">{task.title}</h2>
        <span className="member-item__amount">{t('tasks.reward', { amount: money(task.reward) })}</span>
      </div>
      <p className="member-item__facts">
        {task.cadence === 'DAILY' ? t('tasks.daily') : t('tasks.once')} · {task.description}
      </p>
      <div
        className="member-progress"
        role="progressbar"
        aria-label={t('tasks.progressLabel', { title: task.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${figure(task.progress)} / ${figure(task.goal)}`}
      >
        <div className="member-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="member-item__facts">
        {figure(task.progress)} / {figure(task.goal)}
      </p>
      <p className="member-item__facts">
        {task.state === 'CLAIMED' && task.claimedAt
          ? t('tasks.claimedOn', { date: formatDateTime(task.claimedAt, language) })
          : t('tasks.turnover', { amount: money(task.turnover) })}
      </p>
      <div className="member-item__head">
        <span className={`member-state member-state--${task.state}`}>{t(`tasks.states.${task.state}`)}</span>
        {task.state !== 'CLAIMED' && (
          <button
            type="button"
            className="btn btn--gold btn--small"
            disabled={busy || task.state !== 'CLAIMABLE'}
            aria-busy={busy}
            aria-label={t('tasks.claimLabel', { title: task.title })}
            onClick={claim}
          >
            {t('tasks.claim')}
          </button>
        )}
      </div>
    </li>
  );
}
