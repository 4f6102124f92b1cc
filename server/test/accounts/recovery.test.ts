import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../contract/account';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { latestSmsCode, readOutbox, registerRequest, sendSms, solvedCaptcha, uniqueMobile, uniqueName } from './account-helpers';
import { loginAs, loginRequest, memberHeaders } from './login-helper';

const base = { registerMethod: 'H5' as const };

async function newMember(app: FastifyInstance, extra: { email?: string } = {}) {
  const username = uniqueName('r');
  const response = await registerRequest(app, 'username', {
    ...base,
    username,
    password: 'Before123',
    confirmPassword: 'Before123',
    ...extra,
    ...(await solvedCaptcha(app, 'register')),
  });
  return { username, token: envelope<{ token: string }>(response).value.token };
}

const forgot = (app: FastifyInstance, username: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, email }).toString(),
  });

const changePassword = (app: FastifyInstance, token: string, body: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/wps/member/password/v2', headers: memberHeaders(token), payload: body });

describeOnEachDatabase(
  'recovery and password change',
  (use) => {
    describe('forgot password by e-mail', () => {
      it('mails a one-time code that sets a new password', async () => {
        const { app } = use();
        const email = `${uniqueName('m')}@example.com`;
        const { username } = await newMember(app, { email });
        const response = await forgot(app, username, email.toUpperCase());
        expect(envelope(response).value).toEqual({ ok: true, expirationMinutes: 30 });
        const [mail] = await readOutbox(app, email);
        expect(mail).toMatchObject({ channel: 'email', to: email });
        const code = mail!.body.match(/code is ([A-Z0-9]{8})/)![1]!;

        const wrong = await app.inject({
          method: 'POST',
          url: '/wps/member/password/email/reset',
          payload: { username, resetCode: 'AAAAAAAA', newPassword: 'After1234', confirmNewPassword: 'After1234' },
        });
        expect(envelope(wrong).errorCode).toBe(ACCOUNT_ERROR_CODES.resetCodeWrong);
        const ok = await app.inject({
          method: 'POST',
          url: '/wps/member/password/email/reset',
          payload: { username, resetCode: code.toLowerCase(), newPassword: 'After1234', confirmNewPassword: 'After1234' },
        });
        expect(ok.statusCode).toBe(200);
        expect(await loginAs(app, username, 'After1234')).toBeTruthy();
        const again = await app.inject({
          method: 'POST',
          url: '/wps/member/password/email/reset',
          payload: { username, resetCode: code, newPassword: 'Again1234', confirmNewPassword: 'Again1234' },
        });
        expect(envelope(again).errorCode).toBe(ACCOUNT_ERROR_CODES.resetCodeWrong);
      });

      it('answers the same for a pair that does not match and mails nothing', async () => {
        const { app } = use();
        const response = await forgot(app, 'demo', 'someone@example.com');
        expect(envelope(response).value).toEqual({ ok: true, expirationMinutes: 30 });
        expect(await readOutbox(app, 'someone@example.com')).toHaveLength(0);
        const badEmail = await forgot(app, 'demo', 'not-an-email');
        expect(badEmail.statusCode).toBe(400);
        expect(envelope(badEmail).errorCode).toBe(ERROR_CODES.emailIncorrect);
      });
    });

    describe('set a new password by mobile', () => {
      it('sets the password with the SMS code, refuses the same password, and logs in with the new one', async () => {
        const { app, db } = use();
        const mobile = uniqueMobile();
        await sendSms(app, '63', mobile, 'register');
        await registerRequest(app, 'mobile', {
          ...base,
          countryDialingCode: '63',
          mobileNum: mobile,
          verificationCode: await latestSmsCode(app, '63', mobile),
          password: 'Phone1234',
          confirmPassword: 'Phone1234',
        });
        await db.query(`UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE mobile_num = $1`, [mobile]);
        await sendSms(app, '63', mobile, 'reset');
        const code = await latestSmsCode(app, '63', mobile);
        const reset = (newPassword: string, verificationCode = code) =>
          app.inject({
            method: 'POST',
            url: '/wps/member/password/mobile',
            payload: { countryDialingCode: '63', mobileNum: mobile, verificationCode, newPassword },
          });

        const same = await reset('Phone1234');
        expect(envelope(same).errorCode).toBe(ERROR_CODES.samePassword);
        const wrongCode = await reset('Phone5678', code === '123456' ? '654321' : '123456');
        expect(envelope(wrongCode).errorCode).toBe(ERROR_CODES.verificationCode);
        // The same-password refusal left the proved code usable.
        expect((await reset('Phone5678')).statusCode).toBe(200);
        const login = await loginRequest(app, { type: 'mobile', countryDialingCode: '63', mobileNum: mobile, password: 'Phone5678' });
        expect(login.statusCode).toBe(200);
      });
    });

    describe('change password', () => {
      it('needs the right old password and a different new one, then only the new one works and other sessions end', async () => {
        const { app } = use();
        const { username, token } = await newMember(app);
        const other = await loginAs(app, username, 'Before123');

        const wrongOld = await changePassword(app, token, {
          oldPassword: 'Wrong1234',
          newPassword: 'After1234',
          confirmNewPassword: 'After1234',
        });
        expect(envelope(wrongOld).errorCode).toBe(ACCOUNT_ERROR_CODES.oldPasswordWrong);
        const same = await changePassword(app, token, {
          oldPassword: 'Before123',
          newPassword: 'Before123',
          confirmNewPassword: 'Before123',
        });
        expect(envelope(same).errorCode).toBe(ERROR_CODES.samePassword);
        const mismatch = await changePassword(app, token, {
          oldPassword: 'Before123',
          newPassword: 'After1234',
          confirmNewPassword: 'After12345',
        });
        expect(envelope(mismatch).errorCode).toBe(ERROR_CODES.passwordMismatch);
        const weak = await changePassword(app, token, {
          oldPassword: 'Before123',
          newPassword: 'abcdefgh',
          confirmNewPassword: 'abcdefgh',
        });
        expect(envelope<{ fields: Record<string, string> }>(weak).value.fields).toEqual({ newPassword: 'pattern' });
        expect(envelope(weak).errorCode).toBe(ERROR_CODES.passwordFormat);

        const ok = await changePassword(app, token, {
          oldPassword: 'Before123',
          newPassword: 'After1234',
          confirmNewPassword: 'After1234',
        });
        expect(ok.statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(token) })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(other) })).statusCode).toBe(401);
        await expect(loginAs(app, username, 'Before123')).rejects.toThrow(/401/);
      });
    });

    describe('free play', () => {
      it('creates a type-4 trial account with a session, which cannot change a password', async () => {
        const { app } = use();
        const settings = await app.inject({ method: 'GET', url: '/wps/session/trial' });
        expect(envelope(settings).value).toEqual({ enabled: true });
        const response = await app.inject({ method: 'POST', url: '/wps/session/trial', headers: { 'module-id': 'COMM3' }, payload: {} });
        expect(response.statusCode).toBe(200);
        const value = envelope<{ token: string; userName: string; customerType: number }>(response).value;
        expect(value.customerType).toBe(4);
        expect(value.userName).toMatch(/^trial\d{8}$/);
        const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(value.token) });
        expect(envelope(info).value).toMatchObject({ type: 4, account: value.userName, hasPassword: false });
        const change = await changePassword(app, value.token, { newPassword: 'After1234', confirmNewPassword: 'After1234' });
        expect(change.statusCode).toBe(403);
        expect(envelope(change)).toMatchObject({
          errorCode: ERROR_CODES.trialNotAllowed,
          message: 'Please login an actual account to use this function',
        });
      });

      it('is refused when the operator turns free play off', async () => {
        const { app, config } = use();
        config.whitelabel.FREEPLAY3 = false;
        try {
          const response = await app.inject({ method: 'POST', url: '/wps/session/trial', payload: {} });
          expect(response.statusCode).toBe(403);
          expect(envelope(response).errorCode).toBe(ERROR_CODES.featureOff);
        } finally {
          config.whitelabel.FREEPLAY3 = true;
        }
      });
    });
  },
  // Recovery by e-mail needs the e-mail field, which an operator turns on.
  { registerFields: { email: { enabled: true } } },
);
