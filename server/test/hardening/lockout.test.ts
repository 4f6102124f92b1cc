import { expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { solvedCaptcha } from '../accounts/account-helpers';
import { loginRequest, randomAddress } from '../accounts/login-helper';

describeOnEachDatabase('failed logins cannot lock a player out', (platform) => {
  const attempt = async (username: string, password: string, remoteAddress: string, withCaptcha = true) =>
    loginRequest(
      platform().app,
      { type: 'username', username, password, ...(withCaptcha ? await solvedCaptcha(platform().app, 'login') : {}) },
      { remoteAddress },
    );

  it('locks the failing address out, and lets the right password with a right captcha in from another address', async () => {
    const attacker = randomAddress();
    for (let i = 1; i <= 5; i++) {
      const response = await attempt('player02', `Wrong${i}234`, attacker, i > 1);
      expect(envelope(response).errorCode).toBe(i < 5 ? ERROR_CODES.loginFailed : ERROR_CODES.accountLocked);
    }
    expect(envelope(await attempt('player02', 'Player1234', attacker)).errorCode).toBe(ERROR_CODES.accountLocked);

    const player = randomAddress();
    const withoutCaptcha = await attempt('player02', 'Player1234', player, false);
    expect(envelope(withoutCaptcha).errorCode).toBe(ERROR_CODES.captchaWrong);
    const right = await attempt('player02', 'Player1234', player);
    expect(right.statusCode).toBe(200);
  });

  it('makes addresses that failed wait longer and longer once a name has failed often, but not a fresh address', async () => {
    const { db } = platform();
    // Five addresses fail once each on the same name: none is locked, the name is now under attack.
    const attackers = Array.from({ length: 5 }, randomAddress);
    for (const address of attackers) expect((await attempt('agent02', 'Wrong1234', address)).statusCode).toBe(401);
    const waited = await attempt('agent02', 'Wrong1234', attackers[0]!);
    expect(waited.statusCode).toBe(429);
    expect(Number(waited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Once the wait has passed, the failing address may try again, and its next wait is longer.
    await db.query(`UPDATE login_failures SET at = at - interval '2 seconds' WHERE login_key = 'u:agent02'`);
    expect((await attempt('agent02', 'Wrong1234', attackers[0]!)).statusCode).toBe(401);
    const longer = await attempt('agent02', 'Wrong1234', attackers[1]!);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(1);
    // A fresh address with the right password and captcha is not held back.
    const fresh = await loginRequest(
      platform().app,
      { type: 'username', username: 'agent02', password: 'Agent1234', loginAs: 'agent', ...(await solvedCaptcha(platform().app, 'login')) },
      { remoteAddress: randomAddress() },
    );
    expect(fresh.statusCode).toBe(200);
  });
});
