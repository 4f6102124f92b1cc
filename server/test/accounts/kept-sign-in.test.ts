import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountCalls, type KeptSignIn, type LoginValue } from '../../../contract/account';
import { KEPT_SIGN_IN_COOKIE } from '../../../contract/domain';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { registerRequest, solvedCaptcha, uniqueName } from './account-helpers';
import { loginRequest, memberHeaders } from './login-helper';

const PASSWORD = 'Kept12345';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function newMember(app: FastifyInstance): Promise<string> {
  const username = uniqueName('k');
  const response = await registerRequest(app, 'username', {
    registerMethod: 'H5',
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...(await solvedCaptcha(app, 'register')),
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return username;
}

/** The kept sign-in cookie a response set: its token ('' when it clears it) and its attributes. */
function keptCookie(response: LightMyRequestResponse): { token: string; attributes: string } | null {
  const header = response.headers['set-cookie'];
  const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const cookie = cookies.find((c) => c.startsWith(`${KEPT_SIGN_IN_COOKIE}=`));
  if (!cookie) return null;
  const [pair, ...rest] = cookie.split('; ');
  return { token: pair!.slice(KEPT_SIGN_IN_COOKIE.length + 1), attributes: rest.join('; ') };
}

interface Device {
  session: string;
  kept: string;
}

async function signInKept(app: FastifyInstance, username: string, userAgent = ANDROID_CHROME): Promise<Device> {
  const response = await loginRequest(
    app,
    { type: 'username', username, password: PASSWORD, keepSignedIn: true },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.statusCode).toBe(200);
  const value = envelope<LoginValue>(response).value;
  expect(value.keptSignIn).toBe(true);
  return { session: value.token, kept: keptCookie(response)!.token };
}

const resume = (app: FastifyInstance, kept: string | null) =>
  app.inject({
    method: 'POST',
    url: accountCalls.resumeSession.path,
    headers: kept === null ? {} : { cookie: `tala_lang=EN; ${KEPT_SIGN_IN_COOKIE}=${kept}` },
    payload: {},
  });

const memberInfo = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: accountCalls.getMemberInfo.path, headers: memberHeaders(token) });

const devices = async (app: FastifyInstance, token: string) =>
  envelope<{ devices: KeptSignIn[] }>(
    await app.inject({ method: 'GET', url: accountCalls.getKeptSignIns.path, headers: memberHeaders(token) }),
  ).value.devices;

describeOnEachDatabase('keep me signed in', (use) => {
  it('keeps the device in a cookie no script reads, sent to the resume call only, never in the answer', async () => {
    const { app } = use();
    const username = await newMember(app);
    const response = await loginRequest(app, { type: 'username', username, password: PASSWORD, keepSignedIn: true });
    const cookie = keptCookie(response);
    expect(cookie?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toContain('HttpOnly');
    expect(cookie?.attributes).toContain('SameSite=Strict');
    expect(cookie?.attributes).toContain(`Path=${accountCalls.resumeSession.path}`);
    expect(cookie?.attributes).toContain(`Max-Age=${30 * 86_400}`);
    expect(response.body).not.toContain(cookie!.token);

    // Without the box ticked nothing is kept, and what was kept on this device is forgotten.
    const plain = await loginRequest(app, { type: 'username', username, password: PASSWORD });
    expect(keptCookie(plain)?.token).toBe('');
    expect(envelope<LoginValue>(plain).value.keptSignIn).toBeUndefined();
  });

  it('opens a new session when the device comes back, with the next token, and refuses the one it replaced', async () => {
    const { app } = use();
    const username = await newMember(app);
    const device = await signInKept(app, username);

    const back = await resume(app, device.kept);
    expect(back.statusCode).toBe(200);
    const value = envelope<LoginValue>(back).value;
    expect(value).toMatchObject({ userName: username, keptSignIn: true });
    expect(value.token).not.toBe(device.session);
    expect((await memberInfo(app, value.token)).statusCode).toBe(200);
    const next = keptCookie(back)!.token;
    expect(next).not.toBe(device.kept);

    // The next start uses the next token, and so on.
    const again = await resume(app, next);
    expect(again.statusCode).toBe(200);
    const latest = keptCookie(again)!.token;

    // No cookie, or a made-up one: refused, and nothing else ends.
    expect(envelope(await resume(app, null)).errorCode).toBe(ERROR_CODES.sessionExpired);
    expect((await resume(app, 'A'.repeat(43))).statusCode).toBe(401);
    expect((await memberInfo(app, envelope<LoginValue>(again).value.token)).statusCode).toBe(200);

    // A copy of a replaced token: someone else holds it. The device's sign-in ends, sessions and all.
    const replayed = await resume(app, device.kept);
    expect(replayed.statusCode).toBe(401);
    expect(keptCookie(replayed)?.token).toBe('');
    expect((await memberInfo(app, value.token)).statusCode).toBe(401);
    expect((await memberInfo(app, envelope<LoginValue>(again).value.token)).statusCode).toBe(401);
    expect((await memberInfo(app, device.session)).statusCode).toBe(401);
    expect((await resume(app, latest)).statusCode).toBe(401);
  });

  it('the same token sent twice at once never opens two sessions', async () => {
    const { app } = use();
    const username = await newMember(app);
    const device = await signInKept(app, username);
    const answers = await Promise.all([resume(app, device.kept), resume(app, device.kept)]);
    const opened = answers.filter((a) => a.statusCode === 200).map((a) => envelope<LoginValue>(a).value.token);
    const live = await Promise.all(opened.map(async (token) => (await memberInfo(app, token)).statusCode === 200));
    expect(live.filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  it('logging out ends the device sign-in and clears its cookie', async () => {
    const { app } = use();
    const username = await newMember(app);
    const device = await signInKept(app, username);
    const out = await app.inject({ method: 'DELETE', url: accountCalls.logout.path, headers: memberHeaders(device.session) });
    expect(out.statusCode).toBe(200);
    expect(keptCookie(out)?.token).toBe('');
    expect((await resume(app, device.kept)).statusCode).toBe(401);
  });

  it('a password change ends every other device, and keeps the one it was made on', async () => {
    const { app } = use();
    const username = await newMember(app);
    const phone = await signInKept(app, username, ANDROID_CHROME);
    const tablet = await signInKept(app, username, IPHONE_SAFARI);
    const changed = await app.inject({
      method: 'POST',
      url: accountCalls.changePassword.path,
      headers: memberHeaders(phone.session),
      payload: { oldPassword: PASSWORD, newPassword: 'Kept67890', confirmNewPassword: 'Kept67890' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await resume(app, tablet.kept)).statusCode).toBe(401);
    expect((await resume(app, phone.kept)).statusCode).toBe(200);
  });

  it('a break ends every device sign-in, and a login during a break keeps none', async () => {
    const { app } = use();
    const username = await newMember(app);
    const device = await signInKept(app, username);
    const taken = await app.inject({
      method: 'POST',
      url: '/protection/break',
      headers: memberHeaders(device.session),
      payload: { period: '24H', password: PASSWORD },
    });
    expect(taken.statusCode).toBe(200);
    expect((await resume(app, device.kept)).statusCode).toBe(401);

    const during = await loginRequest(app, { type: 'username', username, password: PASSWORD, keepSignedIn: true });
    expect(envelope<LoginValue>(during).value.onBreak).toBeDefined();
    expect(envelope<LoginValue>(during).value.keptSignIn).toBeUndefined();
    expect(keptCookie(during)?.token).toBe('');
  });

  describe('the security centre', () => {
    it('lists the devices by browser and system, this one marked, and signs another out', async () => {
      const { app } = use();
      const username = await newMember(app);
      const phone = await signInKept(app, username, ANDROID_CHROME);
      const iphone = await signInKept(app, username, IPHONE_SAFARI);
      const listed = await devices(app, phone.session);
      expect(listed.map((d) => [d.device, d.thisDevice]).sort()).toEqual([
        ['Chrome · Android', true],
        ['Safari · iPhone', false],
      ]);

      const other = listed.find((d) => !d.thisDevice)!;
      const forgotten = await app.inject({
        method: 'POST',
        url: accountCalls.forgetKeptSignIn.path,
        headers: memberHeaders(phone.session),
        payload: { id: other.id },
      });
      expect(forgotten.statusCode).toBe(200);
      expect((await memberInfo(app, iphone.session)).statusCode).toBe(401);
      expect((await resume(app, iphone.kept)).statusCode).toBe(401);
      expect((await devices(app, phone.session)).map((d) => d.device)).toEqual(['Chrome · Android']);

      // Stopping this device's: the session open now stays; the next start asks for a login.
      const own = await app.inject({
        method: 'POST',
        url: accountCalls.forgetKeptSignIn.path,
        headers: memberHeaders(phone.session),
        payload: { id: listed.find((d) => d.thisDevice)!.id },
      });
      expect(own.statusCode).toBe(200);
      expect((await memberInfo(app, phone.session)).statusCode).toBe(200);
      expect((await resume(app, phone.kept)).statusCode).toBe(401);
    });

    it("cannot sign out another member's device", async () => {
      const { app } = use();
      const owner = await signInKept(app, await newMember(app));
      const stranger = await signInKept(app, await newMember(app));
      const [ownersDevice] = await devices(app, owner.session);
      const attempt = await app.inject({
        method: 'POST',
        url: accountCalls.forgetKeptSignIn.path,
        headers: memberHeaders(stranger.session),
        payload: { id: ownersDevice!.id },
      });
      expect([attempt.statusCode, envelope(attempt).errorCode]).toEqual([404, ERROR_CODES.notFound]);
      expect((await resume(app, owner.kept)).statusCode).toBe(200);
      const malformed = await app.inject({
        method: 'POST',
        url: accountCalls.forgetKeptSignIn.path,
        headers: memberHeaders(stranger.session),
        payload: { id: '../../x' },
      });
      expect([malformed.statusCode, envelope(malformed).errorCode]).toEqual([400, ERROR_CODES.badRequest]);
    });
  });
});
