import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { REGISTER_PAYLOAD_KEYS } from '../../../contract/account';
import { FORGOT_EMAIL_RULE, LOGIN_RULES, registerFormRules } from '../../../contract/field-validation';
import type { RegisterField } from '../../../contract/site';
import { registerFieldRules } from '../../src/services/catalogue/register-fields';
import { badFormInputs, badInputsFor } from '../../../tests/unit/account/bad-inputs';
import { describeOnEachDatabase, envelope } from '../helpers';
import { loginAs, memberHeaders, randomAddress, sealedInject } from './login-helper';

/** Every refusal is a 400 envelope with an error code: never a 5xx, never a success. */
function expectRefused(response: LightMyRequestResponse, what: string): void {
  if (response.statusCode !== 400) throw new Error(`${what}: expected 400, got ${response.statusCode} ${response.body.slice(0, 200)}`);
  const body = envelope(response);
  expect(body.success).toBe(false);
  expect(body.errorCode).toMatch(/^[a-zA-Z_.]+$/);
}

const NON_STRINGS: unknown[] = [null, 42, true, [], ['a'], { a: 1 }];

describeOnEachDatabase('bad input to the account calls', (use) => {
  it('refuses at least 200 bad logins with 400', async () => {
    const { app } = use();
    const inputs = badFormInputs({ username: LOGIN_RULES.loginUsername, password: LOGIN_RULES.loginPassword }, 200);
    const mobile = badFormInputs({ mobileNum: LOGIN_RULES.loginMobileNum, verificationCode: LOGIN_RULES.verificationCode }, 100);
    expect(inputs.length + mobile.length).toBeGreaterThanOrEqual(200);
    for (const input of inputs) {
      const body = { type: 'username', username: 'demo', password: 'Demo1234', [input.field]: input.value };
      expectRefused(await sealedInject(app, 'POST', '/wps/session/login', body), `login ${input.field} ${input.label}`);
    }
    for (const input of mobile) {
      const body = {
        type: 'sms',
        countryDialingCode: '63',
        mobileNum: '9170000001',
        verificationCode: '123456',
        [input.field]: input.value,
      };
      expectRefused(await sealedInject(app, 'POST', '/wps/session/login', body), `sms login ${input.field} ${input.label}`);
    }
    for (const junk of [
      ...NON_STRINGS,
      { type: 'firebase' },
      { type: 'username', username: 'demo' },
      { type: 'username', username: 'demo', password: 'Demo1234', extra: 1 },
    ]) {
      expectRefused(await sealedInject(app, 'POST', '/wps/session/login', junk), `login ${JSON.stringify(junk)}`);
    }
    // None of that counted as a failed login: the demo member needs no captcha.
    expect(await loginAs(app, 'demo', 'Demo1234')).toBeTruthy();
  });

  it('refuses at least 200 bad registrations with 400, by username and by mobile', async () => {
    const { app, config } = use();
    const rules = registerFieldRules(config.registerFields);
    const switches = { flags: config.whitelabel, captchaEnabled: true };
    const valid: Record<string, string> = {
      username: 'fuzzuser1',
      password: 'Secret123',
      confimpsw: 'Secret123',
      identifying: '1234',
      mobileNum: '9171234567',
      messageCode: '123456',
    };
    let count = 0;
    for (const kind of ['username', 'mobile'] as const) {
      const form = registerFormRules(kind, rules, switches) as Record<RegisterField, (typeof rules)[RegisterField]>;
      const path = kind === 'username' ? '/wps/member/register' : '/wps/member/register/mobile';
      for (const input of badFormInputs(form, 200)) {
        const body: Record<string, unknown> = { registerMethod: 'H5', countryDialingCode: '63' };
        for (const field of Object.keys(form) as RegisterField[]) if (valid[field]) body[REGISTER_PAYLOAD_KEYS[field]] = valid[field];
        body[REGISTER_PAYLOAD_KEYS[input.field]] = input.value;
        if (input.field === 'password') body.confirmPassword = input.value;
        expectRefused(
          await sealedInject(app, 'PUT', path, body, { remoteAddress: randomAddress() }),
          `register ${kind} ${input.field} ${input.label}`,
        );
        count++;
      }
      for (const junk of NON_STRINGS) {
        expectRefused(
          await sealedInject(app, 'PUT', path, { registerMethod: 'H5', username: junk }),
          `register ${kind} ${JSON.stringify(junk)}`,
        );
        expectRefused(await sealedInject(app, 'PUT', path, junk), `register ${kind} body ${JSON.stringify(junk)}`);
      }
      expectRefused(await sealedInject(app, 'PUT', path, { ...valid, registerMethod: 'DESKTOP' }), `register ${kind} method`);
    }
    expect(count).toBeGreaterThanOrEqual(400);
  });

  it('refuses bad recovery, SMS and password-change requests with 400', async () => {
    const { app } = use();
    const token = await loginAs(app, 'player02', 'Player1234');
    const passwordRule = registerFieldRules().password;
    const send = (method: 'POST' | 'GET', url: string, payload?: unknown, form = false, headers: Record<string, string> = {}) =>
      app.inject({
        method,
        url,
        remoteAddress: randomAddress(),
        headers: form ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
        ...(payload === undefined
          ? {}
          : { payload: form ? new URLSearchParams(payload as Record<string, string>).toString() : (payload as object) }),
      });

    let count = 0;
    // The forgot-password form sends its fields trimmed, so surrounding spaces alone are not a mistake there.
    const forgotInputs = badFormInputs({ username: LOGIN_RULES.loginUsername, email: FORGOT_EMAIL_RULE }, 200).filter(
      (input) => input.issue !== 'pattern' || input.value.trim() === input.value,
    );
    expect(forgotInputs.length).toBeGreaterThanOrEqual(200);
    for (const input of forgotInputs) {
      const body = { username: 'demo', email: 'demo@example.com', [input.field]: input.value };
      expectRefused(await send('POST', '/wps/member/password/email', body, true), `forgot ${input.field} ${input.label}`);
      count++;
    }
    for (const input of badInputsFor(passwordRule, 200)) {
      expectRefused(
        await send(
          'POST',
          '/wps/member/password/v2',
          { oldPassword: 'Player1234', newPassword: input.value, confirmNewPassword: input.value },
          false,
          memberHeaders(token),
        ),
        `change ${input.label}`,
      );
      expectRefused(
        await send('POST', '/wps/member/password/mobile', {
          countryDialingCode: '63',
          mobileNum: '9170000002',
          verificationCode: '123456',
          newPassword: input.value,
        }),
        `mobile reset ${input.label}`,
      );
      expectRefused(
        await send('POST', '/wps/member/password/email/reset', {
          username: 'demo',
          resetCode: 'ABCDEFGH',
          newPassword: input.value,
          confirmNewPassword: input.value,
        }),
        `email reset ${input.label}`,
      );
      count += 3;
    }
    for (const input of badFormInputs({ mobileNum: LOGIN_RULES.loginMobileNum }, 100)) {
      expectRefused(
        await send('POST', '/wps/sms/send', { countryDialingCode: '63', mobileNum: input.value, purpose: 'register' }),
        `sms ${input.label}`,
      );
      expectRefused(
        await send('GET', `/wps/member/register/username?username=${encodeURIComponent(input.value)}&x=1`),
        `username check ${input.label}`,
      );
      count += 2;
    }
    for (const junk of NON_STRINGS) {
      expectRefused(
        await send('POST', '/wps/sms/send', { countryDialingCode: junk, mobileNum: '9171234567', purpose: 'register' }),
        'sms junk',
      );
      expectRefused(
        await send(
          'POST',
          '/wps/member/password/v2',
          { oldPassword: junk, newPassword: 'After1234', confirmNewPassword: 'After1234' },
          false,
          memberHeaders(token),
        ),
        'change junk',
      );
    }
    expectRefused(await send('GET', '/wps/captcha?purpose=%3Cscript%3E'), 'captcha purpose');
    expectRefused(await send('GET', '/wps/member/register/affiliate?affiliateCode='), 'affiliate empty');
    expect(count).toBeGreaterThanOrEqual(600);
    // The member's password is untouched.
    expect(await loginAs(app, 'player02', 'Player1234')).toBeTruthy();
  });
});

export type { FastifyInstance };
