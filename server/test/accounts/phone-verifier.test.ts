import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES, accountCalls } from '../../../contract/account';
import { ERROR_CODES } from '../../../contract/errors';
import { DEV_PHONE_VERIFIER_SUBJECT } from '../../src/services/accounts/phone-verifier/dev-verifier';
import { describeOnEachDatabase, envelope } from '../helpers';
import { readOutbox, registerRequest, uniqueMobile } from './account-helpers';
import { loginRequest } from './login-helper';

const base = { registerMethod: 'H5' as const };
const API = '/dev/phone-verifier/v1';

/** What reCAPTCHA's stand-in answers once it is satisfied a person asks: its site key from `recaptchaParams`, then its answer. */
async function recaptchaToken(app: FastifyInstance): Promise<string> {
  const params = await app.inject({ method: 'GET', url: `${API}/recaptchaParams?key=k` });
  const { recaptchaSiteKey } = params.json<{ recaptchaSiteKey: string }>();
  const answer = await app.inject({ method: 'POST', url: '/dev/phone-verifier/recaptcha/answer', payload: { sitekey: recaptchaSiteKey } });
  return answer.json<{ token: string }>().token;
}

/** The development verifier's REST calls, as the app makes them. */
async function verifierToken(app: FastifyInstance, phoneNumber: string, typed?: (code: string) => string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: `${API}/accounts:sendVerificationCode?key=k`,
    payload: { phoneNumber, recaptchaToken: await recaptchaToken(app) },
  });
  expect(sent.statusCode).toBe(200);
  const { sessionInfo } = sent.json<{ sessionInfo: string }>();
  const [message] = await readOutbox(app, phoneNumber);
  expect(message).toMatchObject({ channel: 'sms', to: phoneNumber, subject: DEV_PHONE_VERIFIER_SUBJECT });
  const code = message!.body.match(/\b(\d{6})\b/)![1]!;
  const confirmed = await app.inject({
    method: 'POST',
    url: `${API}/accounts:signInWithPhoneNumber?key=k`,
    payload: { sessionInfo, code: typed ? typed(code) : code },
  });
  if (typed) return JSON.stringify(confirmed.json());
  expect(confirmed.statusCode).toBe(200);
  const answer = confirmed.json<{ idToken: string; phoneNumber: string }>();
  expect(answer.phoneNumber).toBe(phoneNumber);
  return answer.idToken;
}

const registerWithToken = (app: FastifyInstance, mobile: string, token: string, extra: Record<string, string> = {}) =>
  registerRequest(app, 'mobile', {
    ...base,
    countryDialingCode: '63',
    mobileNum: mobile,
    verificationCode: '123456',
    password: 'Mobile123',
    confirmPassword: 'Mobile123',
    firebaseChannel: 'firebase',
    firebaseIdToken: token,
    ...extra,
  });

const resetWithToken = (app: FastifyInstance, mobile: string, token: string, newPassword: string) =>
  app.inject({
    method: 'POST',
    url: accountCalls.setPasswordByMobile.path,
    payload: {
      countryDialingCode: '63',
      mobileNum: mobile,
      verificationCode: '123456',
      newPassword,
      firebaseChannel: 'firebase',
      firebaseIdToken: token,
    },
  });

describeOnEachDatabase(
  'phone verification through the development verifier',
  (use) => {
    it('tells the app to ask the development verifier, on this origin', async () => {
      const { app } = use();
      const settings = await app.inject({ method: 'GET', url: accountCalls.getAccountSettings.path, headers: { host: 'localhost:8193' } });
      expect(envelope<{ phoneVerifier: unknown }>(settings).value.phoneVerifier).toEqual({
        channel: 'firebase',
        verifierApi: 'http://localhost:8193/dev/phone-verifier/v1',
        apiKey: 'tala-dev-key',
        challengeScript: 'http://localhost:8193/dev/phone-verifier/recaptcha.js',
      });
      const script = await app.inject({ method: 'GET', url: '/dev/phone-verifier/recaptcha.js' });
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).toContain('window.grecaptcha');
      const jwks = await app.inject({ method: 'GET', url: '/dev/phone-verifier/jwks' });
      expect(jwks.json<{ keys: Array<{ kty: string; alg: string }> }>().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    });

    it('registers by mobile with its ID token once, and resets the password by phone with another', async () => {
      const { app } = use();
      const mobile = uniqueMobile();
      const token = await verifierToken(app, `+63${mobile}`);
      const registered = await registerWithToken(app, mobile, token);
      expect(registered.statusCode).toBe(200);
      expect(envelope<{ userName: string }>(registered).value.userName).toBe(`p63${mobile}`);

      // A captured token registers nothing more, nor resets the password.
      const again = await registerWithToken(app, mobile, token);
      expect(envelope(again).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerificationReused);
      expect(envelope(await resetWithToken(app, mobile, token, 'Other1234')).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerificationReused);

      const resetToken = await verifierToken(app, `+63${mobile}`);
      // The same password gives the proof back: the player only changes the password.
      expect(envelope(await resetWithToken(app, mobile, resetToken, 'Mobile123')).errorCode).toBe(ERROR_CODES.samePassword);
      expect((await resetWithToken(app, mobile, resetToken, 'Phone5678')).statusCode).toBe(200);
      const login = await loginRequest(app, { type: 'mobile', countryDialingCode: '63', mobileNum: mobile, password: 'Phone5678' });
      expect(login.statusCode).toBe(200);
    });

    it('signs in by a code the verifier confirmed: once per token, only for the number it names, only where mobile login is on', async () => {
      const { app, config } = use();
      const mobile = uniqueMobile();
      expect((await registerWithToken(app, mobile, await verifierToken(app, `+63${mobile}`))).statusCode).toBe(200);
      const byVerifier = (token: string, number = mobile) =>
        loginRequest(app, {
          type: 'firebase',
          firebaseChannel: 'firebase',
          firebaseIdToken: token,
          firebaseMobileNo: number,
          countryDialingCode: '63',
        });

      const token = await verifierToken(app, `+63${mobile}`);
      const signedIn = await byVerifier(token);
      expect(signedIn.statusCode).toBe(200);
      expect(envelope<{ userName: string }>(signedIn).value.userName).toBe(`p63${mobile}`);
      // A captured token signs nobody in again.
      expect(envelope(await byVerifier(token)).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerificationReused);
      // A token proves its own number only.
      const other = uniqueMobile();
      expect(envelope(await byVerifier(await verifierToken(app, `+63${mobile}`), other)).errorCode).toBe(
        ACCOUNT_ERROR_CODES.phoneVerificationFailed,
      );
      // A number proved but registered by nobody is the login's one answer for a wrong credential.
      expect(envelope(await byVerifier(await verifierToken(app, `+63${other}`), other)).errorCode).toBe(ERROR_CODES.loginFailed);

      config.whitelabel.MOBILELOGIN3 = false;
      try {
        expect(envelope(await byVerifier(await verifierToken(app, `+63${mobile}`))).errorCode).toBe(ERROR_CODES.featureOff);
      } finally {
        config.whitelabel.MOBILELOGIN3 = true;
      }
      const withoutToken = { type: 'firebase', firebaseChannel: 'firebase', firebaseMobileNo: mobile, countryDialingCode: '63' };
      const malformed = await loginRequest(app, withoutToken as never);
      expect(malformed.statusCode).toBe(400);
    });

    it("refuses another number's token", async () => {
      const { app } = use();
      const mobile = uniqueMobile();
      const token = await verifierToken(app, `+63${mobile}`);
      const response = await registerWithToken(app, mobile, token);
      expect(response.statusCode).toBe(200);
      const token2 = await verifierToken(app, `+63${mobile}`);
      // Another number's token proves nothing about this one.
      const other = uniqueMobile();
      const refused = await registerWithToken(app, other, token2);
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerificationFailed);
    });

    it("answers a wrong code in Firebase's words and a bad key as Firebase does", async () => {
      const { app } = use();
      const answer = JSON.parse(await verifierToken(app, `+63${uniqueMobile()}`, (code) => (code === '000000' ? '111111' : '000000')));
      expect(answer).toMatchObject({ error: { code: 400, message: 'INVALID_CODE' } });
      const noKey = await app.inject({
        method: 'POST',
        url: `${API}/accounts:sendVerificationCode`,
        payload: { phoneNumber: '+639171234567' },
      });
      expect(noKey.statusCode).toBe(400);
      const badNumber = await app.inject({
        method: 'POST',
        url: `${API}/accounts:sendVerificationCode?key=k`,
        payload: { phoneNumber: '0917', recaptchaToken: await recaptchaToken(app) },
      });
      expect(badNumber.json()).toMatchObject({ error: { message: 'INVALID_PHONE_NUMBER' } });
    });

    it("texts no code without reCAPTCHA's answer, nor twice for one answer, as Firebase asks of a web app", async () => {
      const { app } = use();
      const phoneNumber = `+63${uniqueMobile()}`;
      const send = (recaptcha?: string) =>
        app.inject({
          method: 'POST',
          url: `${API}/accounts:sendVerificationCode?key=k`,
          payload: { phoneNumber, ...(recaptcha === undefined ? {} : { recaptchaToken: recaptcha }) },
        });
      expect((await send()).json()).toMatchObject({ error: { message: 'MISSING_RECAPTCHA_TOKEN' } });
      expect((await send('made-up')).json()).toMatchObject({ error: { message: 'INVALID_RECAPTCHA_TOKEN' } });
      const answer = await recaptchaToken(app);
      expect((await send(answer)).statusCode).toBe(200);
      expect((await send(answer)).json()).toMatchObject({ error: { message: 'INVALID_RECAPTCHA_TOKEN' } });
      expect(await readOutbox(app, phoneNumber)).toHaveLength(1);
      const otherKey = await app.inject({ method: 'POST', url: '/dev/phone-verifier/recaptcha/answer', payload: { sitekey: 'other' } });
      expect(otherKey.statusCode).toBe(400);
    });

    it('refuses an ID token while the site verifies phones with its own codes', async () => {
      const { app } = use();
      const mobile = uniqueMobile();
      const token = await verifierToken(app, `+63${mobile}`);
      await app.inject({ method: 'POST', url: '/dev/site', payload: { phoneVerifier: { channel: 'platform' } } });
      try {
        const settings = await app.inject({ method: 'GET', url: accountCalls.getAccountSettings.path });
        expect(envelope<{ phoneVerifier: unknown }>(settings).value.phoneVerifier).toEqual({ channel: 'platform' });
        const refused = await registerWithToken(app, mobile, token);
        expect(refused.statusCode).toBe(400);
        expect(envelope(refused).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerifierOff);
        const reset = await resetWithToken(app, mobile, token, 'Phone5678');
        expect(envelope(reset).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerifierOff);
      } finally {
        await app.inject({ method: 'POST', url: '/dev/site', payload: { phoneVerifier: { channel: 'firebase' } } });
      }
      // Back on the verifier, the token still works: the refusal did not spend it.
      expect((await registerWithToken(app, mobile, token)).statusCode).toBe(200);
    });
  },
  { phoneVerifier: { channel: 'firebase' } },
);

/** A verifier of the operator's own project: its keys served from a JWKS address, as Google serves Firebase's. */
const PROJECT = 'tala-test';
let keys: { privateKey: CryptoKey; kid: string };
let otherKey: CryptoKey;
let jwksServer: Server;
let jwksUrl = '';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  otherKey = (await generateKeyPair('RS256')).privateKey;
  keys = { privateKey: pair.privateKey, kid: 'test-key' };
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`;
});
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

async function signed(phoneNumber: string, claims: JWTPayload = {}, key: CryptoKey = keys.privateKey): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'user-1',
    auth_time: now - 5,
    iat: now - 5,
    exp: now + 3600,
    phone_number: phoneNumber,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
    .sign(key);
}

describe('phone verification through Firebase', () => {
  describeOnEachDatabase(
    'ID tokens',
    (use) => {
      beforeAll(() => {
        use().config.phoneVerifier.jwksUrl = jwksUrl;
      });

      it("tells the app Firebase's API and the operator's key", async () => {
        const settings = await use().app.inject({ method: 'GET', url: accountCalls.getAccountSettings.path });
        expect(envelope<{ phoneVerifier: unknown }>(settings).value.phoneVerifier).toEqual({
          channel: 'firebase',
          verifierApi: 'https://identitytoolkit.googleapis.com/v1',
          apiKey: 'test-api-key',
          challengeScript: 'https://www.google.com/recaptcha/api.js?render=explicit',
        });
      });

      it('registers with a token of the project for the number, once', async () => {
        const { app } = use();
        const mobile = uniqueMobile();
        const token = await signed(`+63${mobile}`);
        expect((await registerWithToken(app, `0${mobile}`, token)).statusCode).toBe(200);
        expect(envelope(await registerWithToken(app, `0${mobile}`, token)).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerificationReused);
      });

      const now = () => Math.floor(Date.now() / 1000);
      const refusals: Array<[string, (phone: string) => Promise<string>]> = [
        ['another number', () => signed(`+63${uniqueMobile()}`)],
        ['another project (audience)', (phone) => signed(phone, { aud: 'someone-else' })],
        ['another issuer', (phone) => signed(phone, { iss: 'https://securetoken.google.com/someone-else' })],
        ['an expired token', (phone) => signed(phone, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 })],
        ['a code confirmed long ago', (phone) => signed(phone, { auth_time: now() - 3000 })],
        ['a token without a phone number', (phone) => signed(phone, { phone_number: undefined })],
        ['a token signed by another key', (phone) => signed(phone, {}, otherKey)],
        ['something not a token', () => Promise.resolve('not.a.token')],
      ];
      for (const [what, token] of refusals) {
        it(`refuses ${what}`, async () => {
          const { app } = use();
          const mobile = uniqueMobile();
          const response = await registerWithToken(app, mobile, await token(`+63${mobile}`));
          expect(response.statusCode).toBe(400);
          expect(envelope(response).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerificationFailed);
          const reset = await resetWithToken(app, mobile, await token(`+63${mobile}`), 'Phone5678');
          expect(envelope(reset).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerificationFailed);
        });
      }

      it('answers 503 while the signing keys cannot be read', async () => {
        const { app, config } = use();
        config.phoneVerifier.jwksUrl = 'http://127.0.0.1:9/jwks';
        try {
          const mobile = uniqueMobile();
          const response = await registerWithToken(app, mobile, await signed(`+63${mobile}`));
          expect(response.statusCode).toBe(503);
          expect(envelope(response).errorCode).toBe(ACCOUNT_ERROR_CODES.phoneVerifierUnavailable);
        } finally {
          config.phoneVerifier.jwksUrl = jwksUrl;
        }
      });
    },
    { phoneVerifier: { channel: 'firebase', projectId: PROJECT, apiKey: 'test-api-key' } },
  );
});
