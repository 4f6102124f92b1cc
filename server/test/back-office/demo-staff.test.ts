import { expect, it } from 'vitest';
import { officeSessionCalls } from '../../../contract/back-office/session';
import { seedDatabase } from '../../seed';
import { loadConfig } from '../../src/config';
import { describeOnEachDatabase } from '../helpers';
import { answerOf, officeCall, signIn } from './office-support';

const OPERATOR = {
  NODE_ENV: 'production',
  TALA_GATEWAY_SECRET: 'the-operators-own-gateway-secret',
  TALA_STAFF_PASSWORD: 'a support password of ours',
};

describeOnEachDatabase('the demo staff exist in development only', (platform) => {
  it('lets the demo cashier, editor and admin sign in with development tools on, then disables them when production starts', async () => {
    const sessions = [];
    for (const [username, role] of [
      ['cashier01', 'cashier'],
      ['content01', 'content'],
      ['admin01', 'admin'],
    ] as const) {
      const { cookie, session } = await signIn(platform(), username);
      expect(session.staff.role).toBe(role);
      sessions.push(cookie);
    }
    // The same database, started in production: the published password opens none of them, and their sessions end.
    await seedDatabase(platform().db, loadConfig({}, OPERATOR));
    for (const username of ['cashier01', 'content01', 'admin01']) {
      const answer = await officeCall(platform(), officeSessionCalls.signIn, { input: { username, password: 'Staff1234' } });
      expect(answerOf(answer)).toMatchObject({ status: 401, errorCode: 'login.failed' });
    }
    for (const cookie of sessions) {
      expect(answerOf(await officeCall(platform(), officeSessionCalls.getSession, { cookie })).status).toBe(401);
    }
  });
});
