import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { solvedCaptcha } from './account-helpers';
import { loginAs, loginRequest, memberHeaders, randomAddress } from './login-helper';

const memberInfo = (app: Parameters<typeof loginAs>[0], token: string) =>
  app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(token) });

describeOnEachDatabase('login', (use) => {
  it('answers a wrong password and an unknown account with the same message, and asks for a captcha', async () => {
    const { app } = use();
    const wrongPassword = await loginRequest(app, { type: 'username', username: 'player01', password: 'Wrong1234' });
    const unknown = await loginRequest(app, { type: 'username', username: 'nobodyhere', password: 'Wrong1234' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const [a, b] = [envelope(wrongPassword), envelope(unknown)];
    expect(a.errorCode).toBe(ERROR_CODES.loginFailed);
    expect(b.errorCode).toBe(a.errorCode);
    expect(b.message).toBe(a.message);
    expect(a.value).toEqual({ captcha: true });
    // A right login (with its captcha) clears the failures: the next login needs no captcha.
    const cleared = await loginRequest(app, {
      type: 'username',
      username: 'player01',
      password: 'Player1234',
      ...(await solvedCaptcha(app, 'login')),
    });
    expect(cleared.statusCode).toBe(200);
    expect(await loginAs(app, 'player01', 'Player1234')).toBeTruthy();
  });

  it('needs a right captcha after a failure, then lets the right password in', async () => {
    const { app } = use();
    await loginRequest(app, { type: 'username', username: 'player02', password: 'Wrong1234' });
    const noCaptcha = await loginRequest(app, { type: 'username', username: 'player02', password: 'Player1234' });
    expect(noCaptcha.statusCode).toBe(401);
    expect(envelope(noCaptcha)).toMatchObject({ errorCode: ERROR_CODES.captchaWrong, value: { captcha: true } });
    const { captchaId } = await solvedCaptcha(app, 'login');
    const wrongCaptcha = await loginRequest(app, {
      type: 'username',
      username: 'player02',
      password: 'Player1234',
      captchaId,
      captcha: '999999',
    });
    expect(envelope(wrongCaptcha).errorCode).toBe(ERROR_CODES.captchaWrong);
    const solved = await solvedCaptcha(app, 'login');
    const ok = await loginRequest(app, { type: 'username', username: 'player02', password: 'Player1234', ...solved });
    expect(ok.statusCode).toBe(200);
    expect(envelope<{ userName: string; type: number }>(ok).value).toMatchObject({ userName: 'player02', type: 40 });
    // A captcha is good for one answer only.
    const reused = await loginRequest(app, { type: 'username', username: 'player02', password: 'Player1234', ...solved });
    expect(reused.statusCode).toBe(200);
  });

  it('locks the address out of the account for 15 minutes after five failures, even for the right password', async () => {
    const { app, db } = use();
    const remoteAddress = randomAddress();
    for (let i = 1; i <= 5; i++) {
      const captcha = i === 1 ? {} : await solvedCaptcha(app, 'login');
      const response = await loginRequest(
        app,
        { type: 'username', username: 'player03', password: `Wrong${i}234`, ...captcha },
        { remoteAddress },
      );
      expect(envelope(response).errorCode).toBe(i < 5 ? ERROR_CODES.loginFailed : ERROR_CODES.accountLocked);
    }
    const right = await loginRequest(
      app,
      { type: 'username', username: 'player03', password: 'Player1234', ...(await solvedCaptcha(app, 'login')) },
      { remoteAddress },
    );
    expect(right.statusCode).toBe(403);
    expect(envelope(right).errorCode).toBe(ERROR_CODES.accountLocked);
    const { rows } = await db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM locked_until - now()) / 60)::int AS minutes FROM login_locks WHERE login_key = $1`,
      [`u:player03|${remoteAddress}`],
    );
    expect(rows[0]?.minutes).toBe(15);
    // When the lock has run out (and the wait its failures earned), the right password works again.
    await db.query(`UPDATE login_locks SET locked_until = now() - interval '1 second' WHERE login_key = $1`, [
      `u:player03|${remoteAddress}`,
    ]);
    await db.query(`UPDATE login_failures SET at = at - interval '20 minutes' WHERE login_key = 'u:player03'`);
    const token = await loginRequest(
      app,
      { type: 'username', username: 'player03', password: 'Player1234', ...(await solvedCaptcha(app, 'login')) },
      { remoteAddress },
    );
    expect(token.statusCode).toBe(200);
  });

  it('refuses the eleventh login attempt from one address within a minute', async () => {
    const { app } = use();
    const remoteAddress = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await loginRequest(app, { type: 'username', username: `ghost${i}x`, password: 'Wrong1234' }, { remoteAddress });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await loginRequest(app, { type: 'username', username: 'ghost99x', password: 'Wrong1234' });
    expect(other.statusCode).toBe(401);
  });

  describe('doors', () => {
    it('keeps an agent out of the member app and a member out of the agents door', async () => {
      const { app } = use();
      const agentAtMemberDoor = await loginRequest(app, { type: 'username', username: 'agent01', password: 'Agent1234' });
      expect(agentAtMemberDoor.statusCode).toBe(403);
      expect(envelope(agentAtMemberDoor)).toMatchObject({
        errorCode: ERROR_CODES.nonMemberLogin,
        message: 'Non-member account unable to login',
      });
      const memberAtAgentDoor = await loginRequest(app, { type: 'username', username: 'demo', password: 'Demo1234', loginAs: 'agent' });
      expect(memberAtAgentDoor.statusCode).toBe(403);
      expect(envelope(memberAtAgentDoor)).toMatchObject({ errorCode: ERROR_CODES.nonAgentLogin, message: 'Non-agents cannot log in' });
      const token = await loginAs(app, 'agent02', 'Agent1234', { loginAs: 'agent' });
      expect(envelope<{ type: number }>(await memberInfo(app, token)).value.type).toBe(42);
    });
  });

  describe('sessions', () => {
    it('stores only a hash of the token, reports the first login once, and revokes the token at logout', async () => {
      const { app, db } = use();
      const first = await loginRequest(app, { type: 'username', username: 'agent01', password: 'Agent1234', loginAs: 'agent' });
      const value = envelope<{ token: string; firstTimeLogin: boolean; merchantCode: string }>(first).value;
      expect(value.firstTimeLogin).toBe(true);
      expect(value.merchantCode).toBe('TALA');
      const { rows } = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
      expect(rows.some((r) => r.token_hash === value.token)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
      const second = await loginRequest(app, { type: 'username', username: 'agent01', password: 'Agent1234', loginAs: 'agent' });
      expect(envelope<{ firstTimeLogin: boolean }>(second).value.firstTimeLogin).toBe(false);

      const logout = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: memberHeaders(value.token) });
      expect(logout.statusCode).toBe(200);
      const after = await memberInfo(app, value.token);
      expect(after.statusCode).toBe(401);
      expect(envelope(after).errorCode).toBe(ERROR_CODES.sessionExpired);
    });

    it('ends a session after 30 idle minutes or 12 hours, and each use slides the idle clock', async () => {
      const { app, db } = use();
      const token = await loginAs(app, 'demo', 'Demo1234');
      await db.query(`UPDATE sessions SET last_seen_at = now() - interval '29 minutes' WHERE revoked_at IS NULL`);
      expect((await memberInfo(app, token)).statusCode).toBe(200);
      const { rows } = await db.query<{ idle: number }>(
        `SELECT min(extract(epoch FROM now() - last_seen_at))::int AS idle FROM sessions WHERE revoked_at IS NULL`,
      );
      expect(rows[0]!.idle).toBeLessThan(60);
      const { rows: life } = await db.query<{ hours: number }>(
        `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM sessions LIMIT 1`,
      );
      expect(life[0]!.hours).toBe(12);

      await db.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes'`);
      expect((await memberInfo(app, token)).statusCode).toBe(401);

      const fresh = await loginAs(app, 'demo', 'Demo1234');
      await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`);
      expect((await memberInfo(app, fresh)).statusCode).toBe(401);
    });

    it('slides the idle clock at most every 30 seconds, so a burst of calls reads the session without writing it', async () => {
      const { app, db } = use();
      const token = await loginAs(app, 'demo', 'Demo1234');
      const idleSeconds = async () =>
        (
          await db.query<{ idle: number }>(
            `SELECT round(extract(epoch FROM now() - last_seen_at))::int AS idle FROM sessions ORDER BY created_at DESC, id LIMIT 1`,
          )
        ).rows[0]!.idle;
      await db.query(`UPDATE sessions SET last_seen_at = now() - interval '20 seconds' WHERE revoked_at IS NULL`);
      expect((await memberInfo(app, token)).statusCode).toBe(200);
      expect(await idleSeconds()).toBeGreaterThanOrEqual(19);
      await db.query(`UPDATE sessions SET last_seen_at = now() - interval '40 seconds' WHERE revoked_at IS NULL`);
      expect((await memberInfo(app, token)).statusCode).toBe(200);
      expect(await idleSeconds()).toBeLessThan(5);
    });

    it('answers member info and renew for a live session, 401 without one', async () => {
      const { app } = use();
      const token = await loginAs(app, 'demo', 'Demo1234');
      const renew = await app.inject({
        method: 'POST',
        url: '/wps/member/renew',
        headers: { ...memberHeaders(token), 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(envelope(renew).value).toMatchObject({
        account: 'demo',
        nickname: 'Demo Player',
        type: 0,
        toUpline: false,
        clubLabel: { labelName: 'Silver' },
      });
      const player = await loginAs(app, 'player01', 'Player1234');
      expect(envelope(await memberInfo(app, player)).value).toMatchObject({ account: 'player01', toUpline: true, type: 0 });
      const none = await app.inject({ method: 'GET', url: '/wps/member/info' });
      expect(none.statusCode).toBe(401);
      expect(envelope(none).errorCode).toBe(ERROR_CODES.notLoggedIn);
    });
  });
});
