import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../contract/account';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { latestSmsCode, readOutbox, registerRequest, sendSms, solvedCaptcha, uniqueMobile, uniqueName } from './account-helpers';
import { loginAs, loginRequest, memberHeaders, randomAddress } from './login-helper';

const base = { registerMethod: 'PWA' as const, registerUrl: 'https://m.tala.ph/m/register', domain: 'm.tala.ph' };

describeOnEachDatabase(
  'registration',
  (use) => {
    describe('by username', () => {
      it('creates a type-0 member who is logged in at once and can log in again', async () => {
        const { app } = use();
        const username = uniqueName();
        const response = await registerRequest(app, 'username', {
          ...base,
          username,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          email: `${username}@example.com`,
          birthday: '1990-01-31',
          ...(await solvedCaptcha(app, 'register')),
        });
        expect(response.statusCode).toBe(200);
        const value = envelope<{ token: string; userName: string; type: number; firstTimeLogin: boolean }>(response).value;
        expect(value).toMatchObject({ userName: username, type: 0, firstTimeLogin: true });
        const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(value.token) });
        expect(envelope(info).value).toMatchObject({ account: username, type: 0, hasPassword: true });
        expect(await loginAs(app, username.toUpperCase(), 'Secret123')).toBeTruthy();

        const available = await app.inject({ method: 'GET', url: `/wps/member/register/username?username=${username.toUpperCase()}` });
        expect(envelope(available).value).toEqual({ available: false });
        const again = await registerRequest(app, 'username', {
          ...base,
          username,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          ...(await solvedCaptcha(app, 'register')),
        });
        expect(envelope(again).errorCode).toBe(ERROR_CODES.usernameExists);
      });

      it('re-applies every field rule and names each failing field', async () => {
        const { app } = use();
        const response = await registerRequest(app, 'username', {
          ...base,
          username: '9bad',
          password: 'short',
          confirmPassword: 'other',
          email: 'not-an-email',
          nickname: '<b>x</b>',
          birthday: '2099-01-01',
          captcha: 'abc',
        });
        expect(response.statusCode).toBe(400);
        const body = envelope<{ fields: Record<string, string> }>(response);
        // The account name comes first, so the refusal is the dictionary's "Account format error".
        expect(body.errorCode).toBe(ERROR_CODES.accountFormat);
        expect(body.value.fields).toMatchObject({
          username: 'minLength',
          password: 'minLength',
          email: 'pattern',
          nickname: 'pattern',
          birthday: 'range',
          identifying: 'pattern',
        });
      });

      it("refuses a malformed password or e-mail in the dictionary's words, and other fields as field issues", async () => {
        const { app } = use();
        const valid = { ...base, username: uniqueName(), password: 'Secret123', confirmPassword: 'Secret123' };
        const refusal = async (body: object) =>
          envelope<{ fields: Record<string, string> }>(await registerRequest(app, 'username', { ...valid, ...body }));
        const password = await refusal({ password: 'short', confirmPassword: 'short' });
        expect(password.errorCode).toBe(ERROR_CODES.passwordFormat);
        expect(password.value.fields).toMatchObject({ password: 'minLength' });
        const email = await refusal({ email: 'not-an-email' });
        expect(email.errorCode).toBe(ERROR_CODES.emailIncorrect);
        expect(email.value.fields).toMatchObject({ email: 'pattern' });
        const nickname = await refusal({ nickname: '<b>x</b>' });
        expect(nickname.errorCode).toBe(ACCOUNT_ERROR_CODES.fieldInvalid);
      });

      it('checks the confirmation, the minimum age and the invitation code', async () => {
        const { app } = use();
        const mismatch = await registerRequest(app, 'username', {
          ...base,
          username: uniqueName(),
          password: 'Secret123',
          confirmPassword: 'Secret124',
          captcha: '1',
        });
        expect(envelope<{ fields: Record<string, string> }>(mismatch).value.fields).toEqual({ confimpsw: 'mismatch' });
        const thisYear = new Date().getFullYear();
        const young = await registerRequest(app, 'username', {
          ...base,
          username: uniqueName(),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          birthday: `${thisYear - 20}-01-01`,
          captcha: '1',
        });
        expect(envelope<{ fields: Record<string, string> }>(young).value.fields).toEqual({ birthday: 'age' });

        const badCode = await registerRequest(app, 'username', {
          ...base,
          username: uniqueName(),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          affiliateCode: 'NOSUCH99',
          ...(await solvedCaptcha(app, 'register')),
        });
        expect(badCode.statusCode).toBe(400);
        expect(envelope(badCode)).toMatchObject({ errorCode: ERROR_CODES.invalidAffiliate, message: 'Invalid invitation code' });
        const check = await app.inject({ method: 'GET', url: '/wps/member/register/affiliate?affiliateCode=agent01' });
        expect(envelope(check).value).toEqual({ valid: true });
        const playerCode = await app.inject({ method: 'GET', url: '/wps/member/register/affiliate?affiliateCode=NOSUCH99' });
        expect(envelope(playerCode).value).toEqual({ valid: false });

        const username = uniqueName();
        const withUpline = await registerRequest(app, 'username', {
          ...base,
          username,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          affiliateCode: 'AGENT01',
          ...(await solvedCaptcha(app, 'register')),
        });
        const token = envelope<{ token: string }>(withUpline).value.token;
        const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(token) });
        expect(envelope(info).value).toMatchObject({ account: username, toUpline: true });
      });

      it('refuses a wrong captcha', async () => {
        const { app } = use();
        const { captchaId } = await solvedCaptcha(app, 'register');
        const response = await registerRequest(app, 'username', {
          ...base,
          username: uniqueName(),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          captchaId,
          captcha: '000000',
        });
        expect(envelope(response).errorCode).toBe(ERROR_CODES.captchaWrong);
      });

      it('is refused when the operator turns username registration off', async () => {
        const { app, config } = use();
        config.whitelabel.USERNAMEREG3 = false;
        try {
          const response = await registerRequest(app, 'username', {
            ...base,
            username: uniqueName(),
            password: 'Secret123',
            confirmPassword: 'Secret123',
          });
          expect(response.statusCode).toBe(403);
          expect(envelope(response).errorCode).toBe(ERROR_CODES.featureOff);
        } finally {
          config.whitelabel.USERNAMEREG3 = true;
        }
      });
    });

    describe('by mobile', () => {
      it('sends a six-digit code, registers with it once, and the member logs in by number and password or by SMS', async () => {
        const { app } = use();
        const mobile = uniqueMobile();
        const sent = await sendSms(app, '63', mobile, 'register');
        expect(envelope(sent).value).toEqual({ expirationTime: 300, resendAfter: 60 });
        const [message] = await readOutbox(app, `63${mobile}`);
        expect(message).toMatchObject({ channel: 'sms', to: `+63${mobile}` });
        const code = await latestSmsCode(app, '63', mobile);
        expect(code).toMatch(/^\d{6}$/);

        const body = {
          ...base,
          countryDialingCode: '63',
          mobileNum: mobile,
          verificationCode: code,
          password: 'Mobile123',
          confirmPassword: 'Mobile123',
        };
        const response = await registerRequest(app, 'mobile', body);
        expect(response.statusCode).toBe(200);
        const value = envelope<{ userName: string; type: number }>(response).value;
        expect(value).toMatchObject({ userName: `p63${mobile}`, type: 0 });

        // A used code is refused before anything is said about the number.
        const reused = await registerRequest(app, 'mobile', body);
        expect(envelope(reused).errorCode).toBe(ERROR_CODES.verificationCode);

        const byPassword = await loginRequest(app, { type: 'mobile', countryDialingCode: '63', mobileNum: mobile, password: 'Mobile123' });
        expect(byPassword.statusCode).toBe(200);
        // One code a minute per number, whatever it is for: let the minute pass.
        await use().db.query(`UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE mobile_num = $1`, [mobile]);
        expect((await sendSms(app, '63', mobile, 'login')).statusCode).toBe(200);
        const bySms = await loginRequest(app, {
          type: 'sms',
          countryDialingCode: '63',
          mobileNum: mobile,
          verificationCode: await latestSmsCode(app, '63', mobile),
        });
        expect(envelope<{ userName: string }>(bySms).value.userName).toBe(`p63${mobile}`);
      });

      it('refuses a wrong code, and a code after five wrong guesses', async () => {
        const { app } = use();
        const mobile = uniqueMobile();
        await sendSms(app, '63', mobile, 'register');
        const code = await latestSmsCode(app, '63', mobile);
        const wrong = code === '000000' ? '111111' : '000000';
        const body = { ...base, countryDialingCode: '63', mobileNum: mobile, password: 'Mobile123', confirmPassword: 'Mobile123' };
        for (let i = 0; i < 5; i++) {
          const response = await registerRequest(app, 'mobile', { ...body, verificationCode: wrong });
          expect(envelope(response).errorCode).toBe(ERROR_CODES.verificationCode);
        }
        const right = await registerRequest(app, 'mobile', { ...body, verificationCode: code });
        expect(envelope(right).errorCode).toBe(ERROR_CODES.verificationCode);
      });

      it('refuses an expired code', async () => {
        const { app, db } = use();
        const mobile = uniqueMobile();
        await sendSms(app, '63', mobile, 'register');
        const code = await latestSmsCode(app, '63', mobile);
        await db.query(`UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile_num = $1`, [mobile]);
        const response = await registerRequest(app, 'mobile', {
          ...base,
          countryDialingCode: '63',
          mobileNum: mobile,
          verificationCode: code,
          password: 'Mobile123',
          confirmPassword: 'Mobile123',
        });
        expect(envelope(response).errorCode).toBe(ERROR_CODES.verificationCode);
      });

      it('sends at most one code a minute and five an hour to a number', async () => {
        const { app, db } = use();
        const mobile = uniqueMobile();
        expect((await sendSms(app, '63', mobile, 'register')).statusCode).toBe(200);
        const tooSoon = await sendSms(app, '63', mobile, 'register', randomAddress());
        expect(tooSoon.statusCode).toBe(429);
        expect(envelope<{ retryAfter: number }>(tooSoon)).toMatchObject({ errorCode: ERROR_CODES.smsTooSoon });
        expect(envelope<{ retryAfter: number }>(tooSoon).value.retryAfter).toBeGreaterThan(0);
        for (let i = 0; i < 4; i++) {
          await db.query(`UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE mobile_num = $1`, [mobile]);
          expect((await sendSms(app, '63', mobile, 'register')).statusCode).toBe(200);
        }
        await db.query(`UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE mobile_num = $1`, [mobile]);
        const sixth = await sendSms(app, '63', mobile, 'register');
        expect(sixth.statusCode).toBe(429);
        expect(envelope(sixth).errorCode).toBe(ACCOUNT_ERROR_CODES.smsHourLimit);
        expect(await readOutbox(app, `+63${mobile}`)).toHaveLength(5);
      });

      it('answers a login code for an unknown number like a real one but sends nothing', async () => {
        const { app } = use();
        const mobile = uniqueMobile();
        const response = await sendSms(app, '63', mobile, 'login');
        expect(envelope(response).value).toEqual({ expirationTime: 300, resendAfter: 60 });
        expect(await readOutbox(app, `+63${mobile}`)).toHaveLength(0);
      });

      it('refuses a dialling code the site does not list', async () => {
        const { app } = use();
        const response = await sendSms(app, '999', uniqueMobile(), 'register');
        expect(response.statusCode).toBe(400);
        expect(envelope(response).errorCode).toBe(ERROR_CODES.invalidMobile);
      });
    });
  },
  // These checks are of fields an operator turns on (the default form asks only what the spec requires).
  {
    registerFields: {
      mobileNum: { enabled: true },
      affiliateCode: { enabled: true },
      nickname: { enabled: true },
      payeeName: { enabled: true },
      email: { enabled: true },
      birthday: { enabled: true },
    },
  },
);
