import type { Queryable } from '../../db/database';
import { int } from './rows';

/**
 * Bonus money still under a turnover requirement (a deposit bonus, a claimed reward), and the
 * largest turnover left, for a locked or unlocked read of a wallet. A grant frees its money once
 * the wallet's settled stakes placed after it (the `stakes` view: refunded lines never count)
 * reach its turnover.
 */
export async function lockedBonus(q: Queryable, walletId: number): Promise<{ lockedCents: number; turnoverLeftCents: number }> {
  const { rows } = await q.query<{ bonus_cents: unknown; turnover_cents: unknown; wagered: unknown }>(
    `SELECT g.bonus_cents, g.turnover_cents,
       coalesce((SELECT sum(s.stake_cents) FROM stakes s
                  WHERE s.wallet_id = g.wallet_id AND s.settled AND s.placed_ledger_id > g.granted_ledger_id), 0) AS wagered
     FROM bonus_grants g WHERE g.wallet_id = $1`,
    [walletId],
  );
  let lockedCents = 0;
  let turnoverLeftCents = 0;
  for (const row of rows) {
    const left = int(row.turnover_cents) - Math.round(Number(row.wagered));
    if (left > 0) {
      lockedCents += int(row.bonus_cents);
      turnoverLeftCents = Math.max(turnoverLeftCents, left);
    }
  }
  return { lockedCents, turnoverLeftCents };
}

/** What may leave the wallet (a withdrawal, a transfer to the upline): the balance less the bonus money still locked. */
export async function withdrawableCents(q: Queryable, wallet: { id: number; balanceCents: number }): Promise<number> {
  const { lockedCents } = await lockedBonus(q, wallet.id);
  return Math.max(0, wallet.balanceCents - lockedCents);
}
