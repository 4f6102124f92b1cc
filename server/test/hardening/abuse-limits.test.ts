import { expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../contract/account';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { latestSmsCode, registerRequest, sendSms, uniqueMobile } from '../accounts/account-helpers';
import { randomAddress } from '../accounts/login-helper';

const limits = {
  smsPerAddressPerHour: 3,
  smsPerMinute: 100,
  checkUsernamePerMinutePerAddress: 5,
  checkAffiliatePerMinutePerAddress: 5,
  captchasPerMinutePerAddress: 5,
};

describeOnEachDatabase(
  'SMS and enumeration limits',
  (use) => {
    it('answers a register SMS to a registered number exactly like one to a new number, and says so only after its code', async () => {
      const { app, db } = use();
      const known = uniqueMobile();
      await db.query(`UPDATE members SET country_dialing_code = '63', mobile_num = $1 WHERE username = 'player01'`, [known]);
      const toKnown = await sendSms(app, '63', known, 'register');
      const toNew = await sendSms(app, '63', uniqueMobile(), 'register');
      expect(toKnown.statusCode).toBe(toNew.statusCode);
      expect(toKnown.json()).toEqual(toNew.json());
      const registered = await registerRequest(app, 'mobile', {
        registerMethod: 'PWA',
        countryDialingCode: '63',
        mobileNum: known,
        verificationCode: await latestSmsCode(app, '63', known),
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
      });
      expect(envelope(registered).errorCode).toBe(ACCOUNT_ERROR_CODES.mobileExists);
    });

    it('sends at most the configured SMS per address an hour, to any numbers', async () => {
      const address = randomAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await sendSms(use().app, '63', uniqueMobile(), 'register', address)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await sendSms(use().app, '63', uniqueMobile(), 'register')).statusCode).toBe(200);
    });

    it('answers at most the configured username checks, invitation-code checks and captchas per address a minute', async () => {
      const { app } = use();
      for (const url of [
        '/wps/member/register/username?username=someone',
        '/wps/member/register/affiliate?affiliateCode=AGENT01',
        '/wps/captcha?purpose=login',
      ]) {
        const remoteAddress = randomAddress();
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push((await app.inject({ method: 'GET', url, remoteAddress })).statusCode);
        expect(statuses, url).toEqual([200, 200, 200, 200, 200, 429]);
        const refused = await app.inject({ method: 'GET', url, remoteAddress });
        expect(envelope(refused).errorCode).toBe(ERROR_CODES.tooManyAttempts);
        expect(refused.headers['retry-after']).toBeDefined();
        expect((await app.inject({ method: 'GET', url, remoteAddress: randomAddress() })).statusCode, url).toBe(200);
      }
    });

    it('deletes expired captchas a small batch at a time', async () => {
      const { app, db } = use();
      await db.query(
        `INSERT INTO captchas (id, answer, purpose, expires_at)
         SELECT md5(random()::text || g::text), '1', 'login', now() - interval '1 hour' FROM generate_series(1, 300) g`,
      );
      await app.inject({ method: 'GET', url: '/wps/captcha?purpose=login', remoteAddress: randomAddress() });
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM captchas WHERE expires_at < now()`);
      expect(rows[0]!.n).toBeGreaterThanOrEqual(200);
      expect(rows[0]!.n).toBeLessThan(300);
    });
  },
  { limits },
);

describeOnEachDatabase(
  'SMS overall limit',
  (use) => {
    it('sends at most the configured SMS a minute from all addresses together', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await sendSms(use().app, '63', uniqueMobile(), 'register')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  },
  { limits: { ...limits, smsPerMinute: 4 } },
);
