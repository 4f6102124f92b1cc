import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { accountCalls, type TrialValue } from '../../../contract/account';
import { TOKEN_HEADER } from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { paymentCalls } from '../../../contract/payments';
import { describeOnEachDatabase, envelope } from '../helpers';
import { randomAddress } from '../accounts/login-helper';

const TRIAL_MESSAGE = 'Please login an actual account to use this function';

describeOnEachDatabase('deposits on a trial account', (use) => {
  it('refuses a trial account the deposit options and any deposit, with the platform’s message, and opens no payment', async () => {
    const { app, db } = use();
    const started = await app.inject({ method: 'POST', url: accountCalls.trialLogin.path, remoteAddress: randomAddress(), payload: {} });
    const trial = envelope<TrialValue>(started).value;
    const headers = { [TOKEN_HEADER]: trial.token };

    const options = await app.inject({ method: 'GET', url: paymentCalls.getDepositOptions.path, headers });
    expect(options.statusCode).toBe(403);
    expect(envelope(options)).toMatchObject({ errorCode: ERROR_CODES.trialNotAllowed, message: TRIAL_MESSAGE });

    const deposit = await app.inject({
      method: 'POST',
      url: paymentCalls.createDeposit.path,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { channelCode: 'GCASH', amount: '500' },
    });
    expect(deposit.statusCode).toBe(403);
    expect(envelope(deposit)).toMatchObject({ errorCode: ERROR_CODES.trialNotAllowed, message: TRIAL_MESSAGE });

    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits d JOIN members m ON m.id = d.member_id WHERE m.username = $1',
      [trial.userName],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
