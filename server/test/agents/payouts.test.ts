import { expect, it } from 'vitest';
import { agentCalls, type CommissionReport } from '../../../contract/agents';
import { openDatabase, type Database } from '../../src/db/database';
import { createAgencyServices } from '../../src/services/agents';
import { createEventBus } from '../../src/services/events';
import { payoutFor } from '../../src/services/agents/payouts';
import { createWalletService } from '../../src/services/wallet';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { agentSession } from './support';

async function agentPay(platform: TestPlatform, agentId: number) {
  const { rows } = await platform.db.query<{ kind: string; n: number; total: string | number }>(
    `SELECT l.kind, count(*)::int AS n, coalesce(sum(l.amount), 0) AS total FROM ledger l JOIN wallets w ON w.id = l.wallet_id
     WHERE w.member_id = $1 AND w.kind = 'REAL' AND l.kind IN ('AGENT_SALARY', 'AGENT_DIVIDEND') GROUP BY l.kind ORDER BY l.kind`,
    [agentId],
  );
  const wallet = await platform.db.query<{ balance: string | number }>(
    "SELECT balance FROM wallets WHERE member_id = $1 AND kind = 'REAL'",
    [agentId],
  );
  return { lines: rows.map((r) => ({ kind: r.kind, n: Number(r.n), total: Number(r.total) })), balance: Number(wallet.rows[0]!.balance) };
}

describeOnEachDatabase('agent payouts', (platform, kind) => {
  it('pays each period once when two servers run the payouts at the same moment, and again', async () => {
    const agent = await agentSession(platform(), 'agent01');
    // The agent's wallet opens on first use, with the operator's opening credit.
    await createWalletService(platform().db, platform().config).balanceOf(agent.id, 'REAL');
    const before = await agentPay(platform(), agent.id);
    expect(before.lines).toEqual([]);

    // A second server: its own services, and on PostgreSQL its own connections to the same database.
    let second: Database = platform().db;
    if (kind === 'postgres') second = await openDatabase({ databaseUrl: await currentUrl(platform()) });
    const one = createAgencyServices(platform().db, createWalletService(platform().db, platform().config), createEventBus());
    const two = createAgencyServices(second, createWalletService(second, platform().config), createEventBus());
    try {
      const [a, b] = await Promise.all([one.payouts.run(), two.payouts.run()]);
      expect(a + b).toBeGreaterThan(0);
      const after = await agentPay(platform(), agent.id);
      const { rows } = await platform().db.query<{ n: number; total: string | number }>(
        'SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS total FROM agent_payouts WHERE agent_id = $1',
        [agent.id],
      );
      expect(Number(rows[0]!.n)).toBe(a + b);
      const paidLines = after.lines.reduce((sum, l) => sum + l.n, 0);
      expect(paidLines).toBe(a + b);
      expect(after.lines.map((l) => l.kind)).toEqual(['AGENT_DIVIDEND', 'AGENT_SALARY']);
      const paid = after.lines.reduce((sum, l) => sum + l.total, 0);
      expect(Number(rows[0]!.total)).toBeCloseTo(paid, 2);
      expect(after.balance).toBeCloseTo(before.balance + paid, 2);

      // Running again (on either server) finds every completed period settled.
      expect(await Promise.all([one.payouts.run(), two.payouts.run()])).toEqual([0, 0]);
      expect(await agentPay(platform(), agent.id)).toEqual(after);

      const report = envelope<CommissionReport>(
        await platform().app.inject({ method: 'GET', url: agentCalls.getCommissionReport.path, headers: { token: agent.token } }),
      ).value;
      expect(report.totalCount).toBe(a + b);
      expect(Number(report.total)).toBeCloseTo(paid, 2);
      expect(new Set(report.list.map((p) => p.kind)).size).toBeGreaterThan(1);
    } finally {
      if (second !== platform().db) await second.close();
    }
  });

  it('runs from the development tools', async () => {
    const response = await platform().app.inject({ method: 'POST', url: '/dev/agents/payouts' });
    expect(response.statusCode).toBe(200);
    expect(envelope<{ paid: number }>(response).value.paid).toBe(0);
  });
});

/** The address of the scratch database the platform runs on. */
async function currentUrl(platform: TestPlatform): Promise<string> {
  const { rows } = await platform.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

it('pays the highest tier reached, nothing under the active-player minimum, and a share of net loss for a dividend', () => {
  const tiers = [
    { threshold: 100_000, reward: 5_000 },
    { threshold: 500_000, reward: 30_000 },
  ];
  expect(payoutFor('SALARY', tiers, 2, { betCents: 600_000, winCents: 0, activePlayers: 3 }).amountCents).toBe(30_000);
  expect(payoutFor('SALARY', tiers, 2, { betCents: 99_999, winCents: 0, activePlayers: 3 }).amountCents).toBe(0);
  expect(payoutFor('HOURLY', tiers, 5, { betCents: 600_000, winCents: 0, activePlayers: 4 }).amountCents).toBe(0);
  const dividend = [{ threshold: 1, reward: 2_000 }];
  expect(payoutFor('DIVIDEND', dividend, 1, { betCents: 1_000_000, winCents: 400_000, activePlayers: 2 })).toEqual({
    basisCents: 600_000,
    amountCents: 120_000,
  });
  expect(payoutFor('DIVIDEND', dividend, 1, { betCents: 100_000, winCents: 400_000, activePlayers: 2 }).amountCents).toBe(0);
});
