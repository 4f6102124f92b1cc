import { ERROR_CODES } from '../../../../contract/errors';
import { LEADERBOARD_SIZE, MISSIONS, REWARD_CLAIM_DAYS, type MissionsOverview } from '../../../../contract/member-centre';
import { isTrialType } from '../../../../contract/members';
import { formatMinorUnits } from '../../../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { int } from '../wallet/rows';

const DAY_MS = 24 * 60 * 60 * 1000;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** This week in Asia/Manila: Monday 00:00 to the next Monday 00:00, as instants. */
export function weekOf(now = Date.now()): { start: Date; end: Date } {
  const manilaDay = Math.floor((now + MANILA_OFFSET_MS) / DAY_MS);
  // Day 0 of the epoch was a Thursday: Monday is 3 days before.
  const sinceMonday = (manilaDay + 3) % 7;
  const start = (manilaDay - sinceMonday) * DAY_MS - MANILA_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}

/** A player's account as other players see it: its first two characters and its last. */
export const maskAccount = (account: string) => `${account.slice(0, 2)}${'•'.repeat(Math.max(1, account.length - 3))}${account.slice(-1)}`;

/**
 * The week's missions and leaderboard (the MISSION promotion). Progress is read from the week's
 * real play: slot rounds, settled stakes (net of refunds, counted when settled) and paid deposits
 * of the REAL wallet. A finished mission's prize is granted into the reward centre once per week
 * (its source key names the week).
 */
export function createMissionService(db: Database) {
  return {
    async overview(session: Session, now = Date.now()): Promise<MissionsOverview> {
      if (isTrialType(session.type))
        throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
      const { start, end } = weekOf(now);
      const figures = await db.query<{ spins: unknown; bets: unknown; deposits: unknown }>(
        `SELECT
           (SELECT count(*) FROM slot_rounds r JOIN wallets w ON w.id = r.wallet_id AND w.kind = 'REAL'
             WHERE r.member_id = $1 AND r.created_at >= $2 AND r.created_at < $3) AS spins,
           (SELECT coalesce(sum(s.stake_cents), 0) FROM stakes s
             WHERE s.member_id = $1 AND s.wallet_kind = 'REAL' AND s.settled AND s.counted_at >= $2 AND s.counted_at < $3) AS bets,
           (SELECT coalesce(sum(paid_cents), 0) FROM deposits
             WHERE member_id = $1 AND status = 'PAID' AND settled_at >= $2 AND settled_at < $3) AS deposits`,
        [session.memberId, start, end],
      );
      const row = figures.rows[0];
      const progressOf = { SPINS: int(row?.spins ?? 0), BETS: int(row?.bets ?? 0), DEPOSIT: int(row?.deposits ?? 0) };
      const week = start.toISOString().slice(0, 10);
      const missions = [];
      for (const mission of MISSIONS) {
        const progress = Math.min(progressOf[mission.id], mission.target);
        const done = progress >= mission.target;
        if (done) {
          await db.query(
            `INSERT INTO member_rewards (member_id, source, source_key, label, amount_cents, turnover_multiple, expires_at)
             VALUES ($1, 'MISSION', $2, $3, $4, 1, now() + make_interval(days => $5)) ON CONFLICT (member_id, source_key) DO NOTHING`,
            [session.memberId, `mission:${week}:${mission.id}`, mission.id, mission.prizeCents, REWARD_CLAIM_DAYS],
          );
        }
        missions.push({ id: mission.id, target: mission.target, progress, prize: formatMinorUnits(mission.prizeCents), done });
      }
      const board = await db.query<{ member_id: unknown; username: string; cents: unknown }>(
        `SELECT s.member_id, m.username, sum(s.stake_cents) AS cents
         FROM stakes s JOIN members m ON m.id = s.member_id
         WHERE s.wallet_kind = 'REAL' AND s.settled AND s.counted_at >= $1 AND s.counted_at < $2
         GROUP BY s.member_id, m.username ORDER BY cents DESC, s.member_id LIMIT $3`,
        [start, end, LEADERBOARD_SIZE],
      );
      const mine = progressOf.BETS;
      let rank: number | null = null;
      if (mine > 0) {
        const ahead = await db.query<{ n: unknown }>(
          `SELECT count(*) AS n FROM (
             SELECT s.member_id FROM stakes s
             WHERE s.wallet_kind = 'REAL' AND s.settled AND s.counted_at >= $1 AND s.counted_at < $2
             GROUP BY s.member_id HAVING sum(s.stake_cents) > $3) AS ahead`,
          [start, end, mine],
        );
        rank = int(ahead.rows[0]?.n ?? 0) + 1;
      }
      return {
        periodStart: start.toISOString(),
        periodEnd: end.toISOString(),
        missions,
        leaderboard: board.rows.map((entry, index) => ({
          rank: index + 1,
          account: maskAccount(entry.username),
          validBets: formatMinorUnits(int(entry.cents)),
          me: int(entry.member_id) === session.memberId,
        })),
        me: { rank, validBets: formatMinorUnits(mine) },
      };
    },
  };
}
