import type { WithdrawalDetail } from '../../../../contract/back-office/cashier';
import { formatMinorUnits, type Deposit, type Withdrawal } from '../../../../contract/payments';
import type { Database } from '../../db/database';
import type { ProtectionService } from '../protection';
import { int, iso } from '../wallet/rows';
import { lockedBonus } from '../wallet/withdrawable';

/** How many of each recent thing the cashier sees beside a request. */
const RECENT = { deposits: 10, withdrawals: 10, bets: 20 } as const;

const money = (cents: unknown) => formatMinorUnits(Math.round(Number(cents)));

/**
 * What the cashier weighs a withdrawal against: the player's balance and the bonus money still
 * under turnover, recent deposits, withdrawals and bets, the result of play over 7 and 30 days,
 * and any break or limit the player has set (read-only). Bets are the `stakes` view's, the
 * platform's one count of a stake net of its refund, as every other figure built on bets.
 */
export async function playerContext(
  db: Database,
  protection: ProtectionService,
  memberId: number,
  withdrawalId: number,
): Promise<WithdrawalDetail['player']> {
  const wallet = (
    await db.query<{ id: unknown; balance: unknown }>(`SELECT id, balance FROM wallets WHERE member_id = $1 AND kind = 'REAL'`, [memberId])
  ).rows[0];
  const walletId = wallet ? int(wallet.id) : 0;
  const balanceCents = wallet ? Math.round(Number(wallet.balance) * 100) : 0;
  const [bonus, deposits, withdrawals, bets, figures, state] = await Promise.all([
    lockedBonus(db, walletId),
    db.query<{ id: unknown; amount_cents: unknown; paid_cents: unknown; status: Deposit['status']; created_at: unknown }>(
      'SELECT id, amount_cents, paid_cents, status, created_at FROM deposits WHERE member_id = $1 ORDER BY id DESC LIMIT $2',
      [memberId, RECENT.deposits],
    ),
    db.query<{ id: unknown; amount_cents: unknown; status: Withdrawal['status']; created_at: unknown }>(
      'SELECT id, amount_cents, status, created_at FROM withdrawals WHERE member_id = $1 AND id <> $2 ORDER BY id DESC LIMIT $3',
      [memberId, withdrawalId, RECENT.withdrawals],
    ),
    db.query<{ placed_at: unknown; game_name: string | null; stake_cents: unknown; won: unknown; settled: boolean }>(
      `SELECT s.placed_at, g.game_name, s.stake_cents, coalesce(w.amount, 0) AS won, s.settled
       FROM stakes s
       LEFT JOIN games g ON g.node_id = s.node_id
       LEFT JOIN ledger w ON w.wallet_id = s.wallet_id AND w.round_id = s.round_id AND w.kind = 'WIN'
       WHERE s.wallet_id = $1
       ORDER BY s.placed_ledger_id DESC, s.round_id DESC LIMIT $2`,
      [walletId, RECENT.bets],
    ),
    db.query<{ days: number; bets: unknown; wins: unknown }>(
      `SELECT p.days,
         (SELECT coalesce(sum(s.stake_cents), 0) FROM stakes s
           WHERE s.wallet_id = $1 AND s.settled AND s.counted_at >= now() - make_interval(days => p.days)) AS bets,
         (SELECT coalesce(sum(l.amount * 100), 0) FROM ledger l
           WHERE l.wallet_id = $1 AND l.kind = 'WIN' AND l.created_at >= now() - make_interval(days => p.days)) AS wins
       FROM (VALUES (7), (30)) AS p (days)`,
      [walletId],
    ),
    protection.stateOf(memberId),
  ]);
  const period = (days: number) => {
    const row = figures.rows.find((r) => Number(r.days) === days);
    const betsCents = Math.round(Number(row?.bets ?? 0));
    const winsCents = Math.round(Number(row?.wins ?? 0));
    return { bets: money(betsCents), wins: money(winsCents), net: money(winsCents - betsCents) };
  };
  return {
    balance: money(balanceCents),
    bonusLocked: money(Math.min(bonus.lockedCents, balanceCents)),
    turnoverLeft: money(bonus.turnoverLeftCents),
    deposits: deposits.rows.map((row) => ({
      id: int(row.id),
      amount: money(row.amount_cents),
      paid: row.paid_cents === null ? null : money(row.paid_cents),
      status: row.status,
      createdAt: iso(row.created_at),
    })),
    withdrawals: withdrawals.rows.map((row) => ({
      id: int(row.id),
      amount: money(row.amount_cents),
      status: row.status,
      createdAt: iso(row.created_at),
    })),
    bets: bets.rows.map((row) => ({
      at: iso(row.placed_at),
      game: row.game_name,
      stake: money(row.stake_cents),
      won: money(Number(row.won) * 100),
      settled: row.settled,
    })),
    last7Days: period(7),
    last30Days: period(30),
    protection: {
      activeBreak: state.activeBreak,
      limits: state.limits.flatMap((limit) =>
        limit.value === null ? [] : [{ key: limit.key, value: limit.value, used: limit.used, remaining: limit.remaining }],
      ),
    },
  };
}
