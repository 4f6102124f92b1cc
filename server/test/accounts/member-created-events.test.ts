import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls, type TrialValue } from '../../../contract/account';
import type { CreatedMember } from '../../src/services/events';
import { databaseKinds, envelope, startPlatform, type TestPlatform } from '../helpers';
import { randomAddress } from './login-helper';

const startTrial = (platform: TestPlatform) =>
  platform.app.inject({ method: 'POST', url: accountCalls.trialLogin.path, remoteAddress: randomAddress(), payload: {} });

const membersNamed = async (platform: TestPlatform, username: string) =>
  (await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE username = $1', [username])).rows[0]!.n;

for (const kind of databaseKinds) {
  describe(`two platforms in one process [${kind}]`, () => {
    let first: TestPlatform;
    let second: TestPlatform;
    const seenByFirst: CreatedMember[] = [];
    const seenBySecond: CreatedMember[] = [];
    let secondRefuses = false;
    beforeAll(async () => {
      first = await startPlatform(kind);
      second = await startPlatform(kind);
      first.app.events.on('memberCreated', async (_tx, member) => void seenByFirst.push(member));
      second.app.events.on('memberCreated', async (_tx, member) => {
        if (secondRefuses) throw new Error('the second platform refuses new members');
        seenBySecond.push(member);
      });
    }, 240_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    it("a member created on one platform is announced to that platform's handlers only, and gets its wallet there", async () => {
      const trial = envelope<TrialValue>(await startTrial(first)).value;

      expect(seenByFirst.map((member) => member.username)).toEqual([trial.userName]);
      expect(seenBySecond).toEqual([]);
      const wallets = await first.db.query<{ kind: string }>(
        'SELECT w.kind FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.username = $1',
        [trial.userName],
      );
      expect(wallets.rows.map((row) => row.kind)).toEqual(['PLAY']);
    });

    it("a failing handler undoes its own platform's new member and leaves the other platform's alone", async () => {
      secondRefuses = true;
      const refused = await startTrial(second);
      expect(refused.statusCode).toBe(500);
      expect((await second.db.query<{ n: number }>("SELECT count(*)::int AS n FROM members WHERE username LIKE 'trial%'")).rows[0]!.n).toBe(
        0,
      );

      const trial = envelope<TrialValue>(await startTrial(first)).value;
      expect(await membersNamed(first, trial.userName)).toBe(1);
      expect(seenByFirst.map((member) => member.username)).toContain(trial.userName);
    });
  });
}
