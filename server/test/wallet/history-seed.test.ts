import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers';

describeOnEachDatabase('the demo member’s seeded history', (platform) => {
  it('spans three months of deposits, play, rebates and withdrawals whose ledger adds up to the balance', async () => {
    const { db } = platform();
    const wallet = (
      await db.query<{ id: unknown; balance: unknown }>(
        "SELECT w.id, w.balance FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.username_key = 'demo' AND w.kind = 'REAL'",
      )
    ).rows[0]!;
    const lines = (
      await db.query<{ kind: string; amount: unknown; balance_after: unknown; created_at: unknown }>(
        'SELECT kind, amount, balance_after, created_at FROM ledger WHERE wallet_id = $1 ORDER BY id',
        [wallet.id],
      )
    ).rows;
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    let running = 0;
    for (const line of lines) {
      running += cents(line.amount);
      expect(cents(line.balance_after)).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(cents(wallet.balance)).toBe(running);
    expect(new Set(lines.map((l) => l.kind))).toEqual(
      new Set(['DEMO_CREDIT', 'DEPOSIT', 'BONUS', 'BET', 'WIN', 'REBATE', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE']),
    );
    const days = lines.map((l) => new Date(l.created_at as string).getTime());
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(80 * 24 * 3600 * 1000);
    // Written in time order, so the records pages' id order is time order.
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    const categories = await db.query<{ n: unknown }>(
      "SELECT count(DISTINCT g.game_type) AS n FROM slot_rounds r JOIN games g ON g.node_id = r.node_id JOIN members m ON m.id = r.member_id WHERE m.username_key = 'demo'",
    );
    expect(Number(categories.rows[0]!.n)).toBeGreaterThan(3);
  });
});
