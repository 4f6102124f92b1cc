import type { Language } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import { MEMBER_CENTRE_ERRORS, type CustomerTask, type CustomerTaskMeasure, type CustomerTasks } from '../../../../contract/member-centre';
import { isTrialType } from '../../../../contract/members';
import { formatMinorUnits } from '../../../../contract/payments';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { DAY_MS, startOfDay } from '../agents/periods';
import { onceByKey } from '../wallet/once-by-key';
import type { WalletService } from '../wallet';
import { int, isoOrNull } from '../wallet/rows';

interface TaskRow {
  id: string;
  cadence: CustomerTask['cadence'];
  measure: CustomerTaskMeasure;
  goal: unknown;
  reward_cents: unknown;
  turnover_multiple: unknown;
  title: string;
  description: string;
}

/** A ONCE task's claim period; a DAILY task's is its Asia/Manila date. */
const ONCE_PERIOD = 'once';

/** The Asia/Manila day holding `now`: its date (a daily task's period) and its bounds. */
function dayOf(now: number): { period: string; start: Date; end: Date } {
  const start = startOfDay(now);
  return {
    period: new Date(start + 8 * 60 * 60 * 1000).toISOString().slice(0, 10),
    start: new Date(start),
    end: new Date(start + DAY_MS),
  };
}

type Figures = Record<CustomerTaskMeasure, { allTime: number; today: number }>;

/**
 * What each measure stands at for the member, all time and today, from the real data: the profile's
 * verified mobile and e-mail, paid deposits, and valid bets from the stakes view (settled stakes of
 * the REAL wallet net of refunds, the one source of every figure built on bets).
 */
async function figuresOf(db: Queryable, memberId: number, day: { start: Date; end: Date }): Promise<Figures> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT
       (m.mobile_num IS NOT NULL AND m.mobile_verified_at IS NOT NULL) AS mobile,
       (m.email IS NOT NULL AND m.email_verified_at IS NOT NULL) AS email,
       d.paid_all, d.paid_today, d.cents_all, d.cents_today, b.bets_all, b.bets_today
     FROM members m,
       (SELECT count(*) AS paid_all,
               count(*) FILTER (WHERE settled_at >= $2 AND settled_at < $3) AS paid_today,
               coalesce(sum(paid_cents), 0) AS cents_all,
               coalesce(sum(paid_cents) FILTER (WHERE settled_at >= $2 AND settled_at < $3), 0) AS cents_today
          FROM deposits WHERE member_id = $1 AND status = 'PAID') AS d,
       (SELECT coalesce(sum(stake_cents), 0) AS bets_all,
               coalesce(sum(stake_cents) FILTER (WHERE counted_at >= $2 AND counted_at < $3), 0) AS bets_today
          FROM stakes WHERE member_id = $1 AND wallet_kind = 'REAL' AND settled) AS b
     WHERE m.id = $1`,
    [memberId, day.start, day.end],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, ERROR_CODES.userNotExist, 'User does not exist');
  const flag = (value: unknown) => (value ? 1 : 0);
  return {
    MOBILE_VERIFIED: { allTime: flag(row.mobile), today: flag(row.mobile) },
    EMAIL_VERIFIED: { allTime: flag(row.email), today: flag(row.email) },
    PAID_DEPOSITS: { allTime: int(row.paid_all), today: int(row.paid_today) },
    DEPOSIT_AMOUNT: { allTime: int(row.cents_all), today: int(row.cents_today) },
    VALID_BETS: { allTime: int(row.bets_all), today: int(row.bets_today) },
  };
}

const TASK_COLUMNS = (language: Language) =>
  language === 'EN'
    ? 'id, cadence, measure, goal, reward_cents, turnover_multiple, title_en AS title, description_en AS description'
    : 'id, cadence, measure, goal, reward_cents, turnover_multiple, title_ty AS title, description_ty AS description';

function view(task: TaskRow, figures: Figures, claimedAt: unknown): CustomerTask {
  const goal = int(task.goal);
  const figure = figures[task.measure];
  const reached = task.cadence === 'ONCE' ? figure.allTime : figure.today;
  const claimed = claimedAt !== null && claimedAt !== undefined;
  // A claimed task was done when it paid, whatever the profile says now.
  const progress = claimed ? goal : Math.min(reached, goal);
  const rewardCents = int(task.reward_cents);
  return {
    id: task.id,
    cadence: task.cadence,
    measure: task.measure,
    title: task.title,
    description: task.description,
    goal,
    progress,
    reward: formatMinorUnits(rewardCents),
    turnover: formatMinorUnits(rewardCents * int(task.turnover_multiple)),
    state: claimed ? 'CLAIMED' : progress >= goal ? 'CLAIMABLE' : 'OPEN',
    claimedAt: isoOrNull(claimedAt),
  };
}

const periodOf = (task: Pick<TaskRow, 'cadence'>, today: string) => (task.cadence === 'ONCE' ? ONCE_PERIOD : today);

function refuseTrial(session: Session): void {
  if (isTrialType(session.type))
    throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
}

/**
 * Customer tasks: the platform's one-off and daily tasks with each member's progress from real
 * data, and their claims. A claim pays the task's reward onto the REAL wallet once per period: the
 * wallet row is locked first, so two claims of one task queue up and the second finds it claimed;
 * the claim row's unique key and the ledger line's key `task:<id>:<period>` hold it besides. The
 * credited money carries the task's turnover before it may be withdrawn, as a reward centre prize does.
 */
export function createCustomerTaskService(db: Database, wallet: WalletService) {
  return {
    async list(session: Session, language: Language, now = Date.now()): Promise<CustomerTasks> {
      refuseTrial(session);
      const day = dayOf(now);
      const [tasks, figures, claims] = await Promise.all([
        db.query<TaskRow>(`SELECT ${TASK_COLUMNS(language)} FROM customer_tasks WHERE active ORDER BY sort_order, id`),
        figuresOf(db, session.memberId, day),
        db.query<{ task_id: string; period: string; claimed_at: unknown }>(
          'SELECT task_id, period, claimed_at FROM customer_task_claims WHERE member_id = $1 AND period IN ($2, $3)',
          [session.memberId, ONCE_PERIOD, day.period],
        ),
      ]);
      const claimedAt = (task: TaskRow) =>
        claims.rows.find((claim) => claim.task_id === task.id && claim.period === periodOf(task, day.period))?.claimed_at ?? null;
      return {
        tasks: tasks.rows.map((task) => view(task, figures, claimedAt(task))),
        dailyResetAt: day.end.toISOString(),
      };
    },

    async claim(
      session: Session,
      taskId: string,
      language: Language,
      idemKey: string | null,
      now = Date.now(),
    ): Promise<{ task: CustomerTask; balance: string }> {
      refuseTrial(session);
      const day = dayOf(now);
      return db.transaction(async (tx) => {
        const locked = await wallet.lock(tx, session.memberId, 'REAL');
        return onceByKey(tx, session.memberId, idemKey, 'claimCustomerTask', async () => {
          const found = await tx.query<TaskRow>(`SELECT ${TASK_COLUMNS(language)} FROM customer_tasks WHERE id = $1 AND active`, [taskId]);
          const task = found.rows[0];
          if (!task) throw new ApiError(400, MEMBER_CENTRE_ERRORS.taskMissing, 'No such task');
          const period = periodOf(task, day.period);
          const earlier = await tx.query('SELECT 1 FROM customer_task_claims WHERE member_id = $1 AND task_id = $2 AND period = $3', [
            session.memberId,
            task.id,
            period,
          ]);
          if (earlier.rows.length > 0) throw new ApiError(400, MEMBER_CENTRE_ERRORS.taskClaimed, 'This task has been claimed already');
          const figures = await figuresOf(tx, session.memberId, day);
          if (view(task, figures, null).state !== 'CLAIMABLE')
            throw new ApiError(400, MEMBER_CENTRE_ERRORS.taskUnfinished, 'This task is not finished yet');

          const rewardCents = int(task.reward_cents);
          const idem = `task:${task.id}:${period}`;
          const balance = await wallet.post(tx, locked, [{ kind: 'REWARD', amountCents: rewardCents, roundId: null, idemKey: idem }]);
          const line = await tx.query<{ id: unknown }>('SELECT id FROM ledger WHERE wallet_id = $1 AND idem_key = $2', [locked.id, idem]);
          const ledgerId = int(line.rows[0]!.id);
          const turnover = rewardCents * int(task.turnover_multiple);
          if (turnover > 0) {
            await tx.query(
              'INSERT INTO bonus_grants (wallet_id, deposit_id, bonus_cents, turnover_cents, granted_ledger_id) VALUES ($1, NULL, $2, $3, $4)',
              [locked.id, rewardCents, turnover, ledgerId],
            );
          }
          const claimed = await tx.query<{ claimed_at: unknown }>(
            `INSERT INTO customer_task_claims (member_id, task_id, period, reward_cents, ledger_id)
             VALUES ($1, $2, $3, $4, $5) RETURNING claimed_at`,
            [session.memberId, task.id, period, rewardCents, ledgerId],
          );
          return { task: view(task, figures, claimed.rows[0]!.claimed_at), balance: formatMinorUnits(balance) };
        });
      });
    },
  };
}
