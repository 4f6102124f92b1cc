import type { ContractKind } from '../../../../contract/agents';
import type { Database, Queryable } from '../../db/database';
import type { WalletService } from '../wallet';
import { centsText, toCents } from '../wallet/money';
import { tiersOf, type StoredTier } from './contracts';
import { CONTRACT_UNITS, periodEnd, periodStart } from './periods';
import { teamCte } from './team';

interface PeriodActivity {
  start: number;
  betCents: number;
  winCents: number;
  activePlayers: number;
}

/** What a period earns under a contract's tiers: nothing below the active-player minimum or the first tier. */
export function payoutFor(
  kind: ContractKind,
  tiers: readonly StoredTier[],
  minActivePlayers: number,
  activity: Pick<PeriodActivity, 'betCents' | 'winCents' | 'activePlayers'>,
): { basisCents: number; amountCents: number } {
  const basisCents = kind === 'DIVIDEND' ? Math.max(0, activity.betCents - activity.winCents) : activity.betCents;
  if (activity.activePlayers < minActivePlayers || basisCents <= 0) return { basisCents, amountCents: 0 };
  const tier = [...tiers].sort((a, b) => b.threshold - a.threshold).find((t) => basisCents >= t.threshold);
  if (!tier) return { basisCents, amountCents: 0 };
  const amountCents = kind === 'DIVIDEND' ? Math.floor((basisCents * tier.reward) / 10_000) : tier.reward;
  return { basisCents, amountCents };
}

const LEDGER_KIND = { SALARY: 'AGENT_SALARY', HOURLY: 'AGENT_SALARY', DIVIDEND: 'AGENT_DIVIDEND' } as const;

interface SettleRow {
  id: string;
  agent_id: number;
  kind: ContractKind;
  tiers: StoredTier[] | string;
  min_active_players: number;
  starts_at: string | Date;
  ends_at: string | Date | null;
  settled_until: string | Date | null;
}

/**
 * Salary and dividend payouts. Each contract is settled in one transaction that holds its row
 * (FOR UPDATE) and the agent's wallet: a second run, here or on another server, waits and then
 * finds the periods settled. The period is also the payout's key in the ledger and in the
 * payouts table, so a period can never be paid twice even by a run that got past the lock.
 */
export function createPayoutService(db: Database, wallet: WalletService, clock: () => number) {
  async function activityByPeriod(tx: Queryable, agentId: number, kind: ContractKind, from: number, to: number): Promise<PeriodActivity[]> {
    const unit = CONTRACT_UNITS[kind];
    const { rows } = await tx.query<{ period: string | Date; bets: string | number; wins: string | number; active: number }>(
      `WITH RECURSIVE ${teamCte('$1')}, play AS (
         SELECT s.member_id, s.counted_at AS at, s.stake_cents / 100.0 AS bet, 0 AS win FROM team t
         JOIN stakes s ON s.member_id = t.id AND s.wallet_kind = 'REAL' AND s.settled AND s.counted_at >= $2 AND s.counted_at < $3
         UNION ALL
         SELECT w.member_id, l.created_at, 0, l.amount FROM team t
         JOIN wallets w ON w.member_id = t.id AND w.kind = 'REAL'
         JOIN ledger l ON l.wallet_id = w.id AND l.kind = 'WIN' AND l.created_at >= $2 AND l.created_at < $3
       )
       SELECT date_trunc('${unit}', at AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila' AS period,
              coalesce(sum(bet), 0) AS bets, coalesce(sum(win), 0) AS wins,
              count(DISTINCT member_id) FILTER (WHERE bet > 0)::int AS active
       FROM play GROUP BY 1 ORDER BY 1`,
      [agentId, new Date(from), new Date(to)],
    );
    return rows.map((row) => ({
      start: new Date(row.period).getTime(),
      betCents: toCents(row.bets),
      winCents: toCents(row.wins),
      activePlayers: Number(row.active),
    }));
  }

  /** Settles one contract's completed periods; answers how many payouts it made. */
  async function settle(contractId: number): Promise<number> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<SettleRow>(
        `SELECT id, agent_id, kind, tiers, min_active_players, starts_at, ends_at, settled_until FROM agent_contracts
         WHERE id = $1 AND status IN ('ACCEPTED', 'ENDED') AND starts_at IS NOT NULL FOR UPDATE`,
        [contractId],
      );
      const contract = rows[0];
      if (!contract) return 0;
      const kind = contract.kind;
      const from = new Date(contract.settled_until ?? contract.starts_at).getTime();
      const until = Math.min(periodStart(kind, clock()), contract.ends_at === null ? Infinity : new Date(contract.ends_at).getTime());
      if (until <= from) return 0;
      const agentId = Number(contract.agent_id);
      const locked = await wallet.lock(tx, agentId, 'REAL');
      const tiers = tiersOf(contract);
      let paid = 0;
      for (const period of await activityByPeriod(tx, agentId, kind, from, until)) {
        const { basisCents, amountCents } = payoutFor(kind, tiers, Number(contract.min_active_players), period);
        if (amountCents <= 0) continue;
        const start = new Date(period.start);
        const idemKey = `agent-${kind.toLowerCase()}:${start.toISOString()}`;
        await wallet.post(tx, locked, [{ kind: LEDGER_KIND[kind], amountCents, roundId: null, idemKey }]);
        await tx.query(
          `INSERT INTO agent_payouts (agent_id, contract_id, kind, period_start, period_end, basis, active_players, amount, ledger_id)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8, id FROM ledger WHERE wallet_id = $9 AND idem_key = $10`,
          [
            agentId,
            contractId,
            kind,
            start,
            new Date(periodEnd(kind, period.start)),
            centsText(basisCents),
            period.activePlayers,
            centsText(amountCents),
            locked.id,
            idemKey,
          ],
        );
        paid++;
      }
      await tx.query('UPDATE agent_contracts SET settled_until = $2 WHERE id = $1', [contractId, new Date(until)]);
      return paid;
    });
  }

  let running: Promise<number> | null = null;

  /** Settles every contract with periods left to settle; one run at a time in this process. */
  async function runAll(): Promise<number> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM agent_contracts WHERE status IN ('ACCEPTED', 'ENDED') AND starts_at IS NOT NULL
         AND (ends_at IS NULL OR settled_until IS NULL OR settled_until < ends_at) ORDER BY id`,
    );
    let paid = 0;
    for (const row of rows) paid += await settle(Number(row.id));
    return paid;
  }

  return {
    settle,
    /** Runs the payouts now: the schedule and the development tools call this. Answers how many payouts were made. */
    run(): Promise<number> {
      running ??= runAll().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;

/** Runs the payouts every `minutes` (and once shortly after start); the timer never holds the process open. */
export function startPayoutSchedule(payouts: PayoutService, minutes: number, log: (error: unknown) => void): () => void {
  if (minutes <= 0) return () => {};
  const tick = () => void payouts.run().catch(log);
  const first = setTimeout(tick, 5_000);
  const every = setInterval(tick, minutes * 60_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
