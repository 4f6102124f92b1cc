import type { Queryable } from '../../db/database';
import type { ProtectionClock } from './clock';

/** What a member deposited and played since a moment of the protection clock, in centavos: what the money limits count. */
export function createSpending(clock: ProtectionClock) {
  const deposited = async (q: Queryable, memberId: number, since: Date) =>
    Number(
      (
        await q.query<{ total: unknown }>(
          `SELECT COALESCE(sum(amount_cents), 0) AS total FROM deposits
            WHERE member_id = $1 AND created_at >= $2
              AND (status = 'PAID' OR (status = 'PENDING' AND expires_at > now()))`,
          [memberId, clock.toReal(since)],
        )
      ).rows[0]?.total ?? 0,
    );

  /** Real-money stakes placed since `since` and still at play or played (a refunded line is none), and wins, in centavos. */
  const playSince = async (q: Queryable, memberId: number, since: Date) => {
    const { rows } = await q.query<{ bets: unknown; wins: unknown }>(
      `SELECT (SELECT COALESCE(sum(s.stake_cents), 0) FROM stakes s
                WHERE s.member_id = $1 AND s.wallet_kind = 'REAL' AND s.placed_at >= $2) AS bets,
              (SELECT COALESCE(sum((l.amount * 100)::bigint), 0) FROM ledger l JOIN wallets w ON w.id = l.wallet_id
                WHERE w.member_id = $1 AND w.kind = 'REAL' AND l.kind = 'WIN' AND l.created_at >= $2) AS wins`,
      [memberId, clock.toReal(since)],
    );
    return { betCents: Number(rows[0]?.bets ?? 0), winCents: Number(rows[0]?.wins ?? 0) };
  };

  /**
   * Net loss on real money since `since`: what was staked minus what was won, never below zero.
   * A stake counts from when it is placed, not when it settles: money waiting for a draw is
   * already at risk, and a line cancelled for its stake back was never at risk.
   */
  const netLoss = async (q: Queryable, memberId: number, since: Date) => {
    const { betCents, winCents } = await playSince(q, memberId, since);
    return Math.max(0, betCents - winCents);
  };

  return { deposited, playSince, netLoss };
}

export type Spending = ReturnType<typeof createSpending>;
