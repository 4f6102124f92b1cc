import { describe, expect, it } from 'vitest';
import { createProtectionService } from '../../src/services/protection';
import { startPlatform, type TestPlatform } from '../helpers';
import { createMember } from '../lobby/members';
import { setLimit } from './support';

/**
 * Two deposits in flight at once on PostgreSQL, the second reaching the limit check while the
 * first has not committed: the check waits for the first and counts it. (PGlite has one
 * connection, so its transactions never overlap; the HTTP race test covers it.)
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('deposits overlapping in time [postgres]', () => {
  it('makes the second deposit wait for the first and refuses it when both would pass the limit', async () => {
    const platform: TestPlatform = await startPlatform('postgres');
    try {
      const member = await createMember(platform);
      await setLimit(platform, member, 'DEPOSIT_DAY', '100');
      const { db } = platform;
      const service = createProtectionService({
        db,
        helpContacts: () => [],
        revokeSession: async () => {},
        revokeMemberSessions: async () => {},
      });
      const insert = (tx: { query: (sql: string, params: unknown[]) => Promise<unknown> }, key: string) =>
        tx.query(
          `INSERT INTO deposits (member_id, channel_code, amount_cents, fee_cents, bonus_cents, status, gateway_ref, idem_key, expires_at)
           VALUES ($1, 'GCASH', 10000, 0, 0, 'PENDING', $2, $2, now() + interval '15 minutes')`,
          [member.id, key],
        );
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstChecked!: () => void;
      const firstInside = new Promise<void>((resolve) => (firstChecked = resolve));
      const first = db.transaction(async (tx) => {
        await insert(tx, 'race-first');
        await service.assertCanDeposit(tx, member.id, 10_000);
        firstChecked();
        await held;
      });
      await firstInside;
      const second = db
        .transaction(async (tx) => {
          await insert(tx, 'race-second');
          await service.assertCanDeposit(tx, member.id, 10_000);
        })
        .then(
          () => 'accepted',
          (error: { errorCode?: string }) => error.errorCode,
        );
      // The second waits on the member's protection row until the first commits.
      for (let i = 0; i < 500; i++) {
        const { rows } = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`);
        if (Number(rows[0]!.n) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      release();
      await first;
      expect(await second).toBe('protection.depositLimit');
      const { rows } = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM deposits WHERE member_id = $1', [member.id]);
      expect(Number(rows[0]!.n)).toBe(1);
    } finally {
      await platform.close();
    }
  }, 120_000);
});
