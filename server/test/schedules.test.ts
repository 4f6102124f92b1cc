import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, startPlatform, type TestPlatform } from './helpers';

/** A draw whose time has come, waiting for the schedule to draw it. */
async function dueDraw(platform: TestPlatform, drawNo: string): Promise<void> {
  await platform.db.query(
    `INSERT INTO draws (draw_no, node_id, draw_at, closes_at)
     SELECT $1, node_id, now() - interval '1 minute', now() - interval '2 minutes' FROM games ORDER BY node_id LIMIT 1`,
    [drawNo],
  );
}

const settled = async (platform: TestPlatform, drawNo: string) =>
  (await platform.db.query<{ settled: boolean }>('SELECT settled_at IS NOT NULL AS settled FROM draws WHERE draw_no = $1', [drawNo]))
    .rows[0]!.settled;

for (const kind of databaseKinds) {
  describe(`background schedules [${kind}]`, () => {
    let platform: TestPlatform | undefined;
    afterAll(async () => {
      await platform?.close();
    });

    it('settles due draws while the app is open, and none once it is closed', async () => {
      platform = await startPlatform(kind, { drawCheckSeconds: 0.2 });
      const { app } = platform;
      await dueDraw(platform, '20200101-0001');
      await vi.waitFor(async () => expect(await settled(platform!, '20200101-0001')).toBe(true), { timeout: 30_000, interval: 100 });

      await app.close();
      await dueDraw(platform, '20200101-0002');
      // Many times the check interval: an open app would have drawn it by now.
      await sleep(2_000);
      expect(await settled(platform, '20200101-0002')).toBe(false);
    }, 120_000);
  });
}
