import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountCalls,
  providerSignInCalls,
  ACCOUNT_ERROR_CODES,
  type LoginValue,
  type ProviderFinish,
  type SignInLink,
} from '../../../contract/account';
import { TOKEN_HEADER } from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { databaseKinds, startPlatform, type TestPlatform } from '../helpers';
import { location, TestBrowser, throughDevProvider } from './provider-browser';

const PROVIDER_FLOW_COOKIE = 'tala_provider_flow';

for (const kind of databaseKinds) {
  describe(`signing in with Google or Facebook through the development provider [${kind}]`, () => {
    let platform: TestPlatform;
    let origin: string;
    beforeAll(async () => {
      platform = await startPlatform(kind, { whitelabel: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } });
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
    }, 120_000);
    afterAll(async () => {
      await platform?.close();
    });

    const uniqueLogin = () => `player.${Math.random().toString(36).slice(2, 10)}@example.com`;

    async function start(browser: TestBrowser, body: Record<string, unknown>) {
      const started = await browser.call<{ authorizationUrl: string }>(providerSignInCalls.startProviderSignIn, body);
      expect(started.status, JSON.stringify(started)).toBe(200);
      return started.value.authorizationUrl;
    }

    /** Start, the provider's pages, and the callback: answers where the platform sent the browser. */
    async function signInAtProvider(browser: TestBrowser, login: string, body: Record<string, unknown> = { provider: 'google' }) {
      const callback = await throughDevProvider(browser, await start(browser, body), login);
      return location(await browser.request(callback));
    }

    async function newAccount(login: string): Promise<{ browser: TestBrowser; value: LoginValue }> {
      const browser = new TestBrowser(origin);
      expect(await signInAtProvider(browser, login)).toBe('/m/login?via=google');
      const finished = await browser.call<ProviderFinish>(providerSignInCalls.finishProviderSignIn);
      expect(finished.value.newAccount).toMatchObject({ provider: 'google' });
      const registered = await browser.call<LoginValue>(providerSignInCalls.registerWithProvider, {
        ageConfirmed: true,
        termsAccepted: true,
      });
      expect(registered.status, JSON.stringify(registered)).toBe(200);
      return { browser, value: registered.value };
    }

    it('starts with a cookie bound to this browser and a provider URL with state, nonce and PKCE', async () => {
      const browser = new TestBrowser(origin);
      const response = await browser.request(providerSignInCalls.startProviderSignIn.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'facebook' }),
      });
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${PROVIDER_FLOW_COOKIE}=`))!;
      expect(cookie).toMatch(/Max-Age=600/);
      expect(cookie).toMatch(/Path=\/wps\/session\/provider/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const url = new URL(((await response.json()) as { value: { authorizationUrl: string } }).value.authorizationUrl);
      expect(url.origin + url.pathname).toBe(`${origin}/dev/idp/auth`);
      expect(url.searchParams.get('client_id')).toBe('tala-dev-facebook');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/wps/session/provider/callback`);
      for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
    });

    it('makes a new identity an account, then signs the same identity in again', async () => {
      const login = uniqueLogin();
      const { browser, value } = await newAccount(login);
      expect(value.firstTimeLogin).toBe(true);
      expect(value.userName).toMatch(/^[a-z][a-z0-9]{5,15}$/);
      expect(browser.cookies.has(PROVIDER_FLOW_COOKIE)).toBe(false);
      const links = await browser.get<{ links: SignInLink[]; hasPassword: boolean }>(providerSignInCalls.getSignInLinks, value.token);
      expect(links.value).toMatchObject({ hasPassword: false, links: [{ provider: 'google', label: login }] });
      // The confirmation is once only.
      const again = await browser.call(providerSignInCalls.registerWithProvider, { ageConfirmed: true, termsAccepted: true });
      expect(again).toMatchObject({ status: 409, errorCode: ACCOUNT_ERROR_CODES.signInFlowOver });

      const other = new TestBrowser(origin);
      expect(await signInAtProvider(other, login.toUpperCase(), { provider: 'google', keepSignedIn: true })).toBe('/m/login?via=google');
      const finished = await other.call<ProviderFinish>(providerSignInCalls.finishProviderSignIn);
      expect(finished.value.login).toMatchObject({ userName: value.userName, firstTimeLogin: false, keptSignIn: true });
      expect(finished.value.newAccount).toBeUndefined();
      const twice = await other.call(providerSignInCalls.finishProviderSignIn);
      expect(twice).toMatchObject({ status: 409, errorCode: ACCOUNT_ERROR_CODES.signInFlowOver });
    });

    it('keeps a safe landing path and the agents’ door, and drops any other site', async () => {
      const browser = new TestBrowser(origin);
      expect(await signInAtProvider(browser, uniqueLogin(), { provider: 'google', redirect: '/m/wallet?tab=1', loginAs: 'agent' })).toBe(
        '/m/login?via=google&redirect=%2Fm%2Fwallet%3Ftab%3D1&door=agent',
      );
      // A new identity at the agents' door: agents are never self-registered.
      expect(await browser.call(providerSignInCalls.finishProviderSignIn)).toMatchObject({
        status: 403,
        errorCode: ERROR_CODES.nonAgentLogin,
      });
      for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil', '/\\/evil.example', 'javascript:alert(1)']) {
        expect(await signInAtProvider(new TestBrowser(origin), uniqueLogin(), { provider: 'google', redirect })).toBe(
          '/m/login?via=google',
        );
      }
    });

    it('comes back cancelled when the person cancels at the provider', async () => {
      for (const page of ['Sign-in', 'Authorize'] as const) {
        const browser = new TestBrowser(origin);
        const callback = await throughDevProvider(browser, await start(browser, { provider: 'google' }), uniqueLogin(), page);
        expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
        expect(location(await browser.request(callback))).toBe('/m/login?signInError=cancelled');
        expect(await browser.call(providerSignInCalls.finishProviderSignIn)).toMatchObject({ status: 409 });
      }
    });

    it('links a provider to a signed-in member, and unlinks it only while another way in remains', async () => {
      const { browser, value } = await newAccount(uniqueLogin());
      const link = await browser.call<{ authorizationUrl: string }>(
        providerSignInCalls.startProviderLink,
        { provider: 'facebook' },
        value.token,
      );
      expect(link.status).toBe(200);
      browser.leaveProvider();
      const callback = await throughDevProvider(browser, link.value.authorizationUrl, uniqueLogin());
      expect(location(await browser.request(callback))).toBe('/m/securityCenter?linked=facebook');
      const links = await browser.get<{ links: SignInLink[] }>(providerSignInCalls.getSignInLinks, value.token);
      expect(links.value.links.map((l) => l.provider).sort()).toEqual(['facebook', 'google']);

      expect(await browser.call(providerSignInCalls.unlinkSignIn, { provider: 'google' }, value.token)).toMatchObject({ status: 200 });
      expect(await browser.call(providerSignInCalls.unlinkSignIn, { provider: 'google' }, value.token)).toMatchObject({
        status: 404,
        errorCode: ERROR_CODES.notFound,
      });
      // Facebook is now the only way in: it stays.
      expect(await browser.call(providerSignInCalls.unlinkSignIn, { provider: 'facebook' }, value.token)).toMatchObject({
        status: 409,
        errorCode: ACCOUNT_ERROR_CODES.signInLastWay,
      });
      // With a password, it may go.
      await platform.db.query(`UPDATE members SET password_hash = 'x' WHERE username = $1`, [value.userName]);
      expect(await browser.call(providerSignInCalls.unlinkSignIn, { provider: 'facebook' }, value.token)).toMatchObject({ status: 200 });
    });

    it('follows the password login’s rules: a break gives a withdraw-only session and keeps no device, an agent is refused at the members’ door', async () => {
      const login = uniqueLogin();
      const { browser, value } = await newAccount(login);
      // The player sets a password (none was asked for) and takes a 24-hour time-out with it.
      const password = 'Breaking24';
      const set = await browser.call(accountCalls.changePassword, { newPassword: password, confirmNewPassword: password }, value.token);
      expect(set.status, JSON.stringify(set)).toBe(200);
      const taken = await browser.request('/protection/break', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: value.token },
        body: JSON.stringify({ period: '24H', password }),
      });
      expect(taken.status).toBe(200);

      const during = new TestBrowser(origin);
      expect(await signInAtProvider(during, login, { provider: 'google', keepSignedIn: true })).toBe('/m/login?via=google');
      const finished = await during.call<ProviderFinish>(providerSignInCalls.finishProviderSignIn);
      expect(finished.status).toBe(200);
      expect(finished.value.login?.onBreak).toMatchObject({ period: '24H', selfExclusion: false });
      expect(finished.value.login?.keptSignIn).toBeUndefined();
      expect(during.cookies.has('tala_kept')).toBe(false);

      // The same identity on an agent's account: refused at the members' door, as the password login refuses it.
      await platform.db.query('UPDATE members SET type = 3 WHERE username = $1', [value.userName]);
      const agent = new TestBrowser(origin);
      expect(await signInAtProvider(agent, login)).toBe('/m/login?via=google');
      expect(await agent.call(providerSignInCalls.finishProviderSignIn)).toMatchObject({
        status: 403,
        errorCode: ERROR_CODES.nonMemberLogin,
      });
    });

    it('refuses to link an identity that is another member’s', async () => {
      const taken = uniqueLogin();
      await newAccount(taken);
      const { browser, value } = await newAccount(uniqueLogin());
      const link = await browser.call<{ authorizationUrl: string }>(
        providerSignInCalls.startProviderLink,
        { provider: 'google' },
        value.token,
      );
      // Someone else's identity: the provider asks who signs in.
      browser.leaveProvider();
      const callback = await throughDevProvider(browser, link.value.authorizationUrl, taken);
      expect(location(await browser.request(callback))).toBe('/m/securityCenter?signInError=taken');
    });

    it('refuses a replayed callback: the same state twice', async () => {
      const browser = new TestBrowser(origin);
      const callback = await throughDevProvider(browser, await start(browser, { provider: 'google' }), uniqueLogin());
      expect(location(await browser.request(callback))).toBe('/m/login?via=google');
      expect(location(await browser.request(callback))).toBe('/m/login?signInError=failed');
    });

    it('refuses a state from another browser, or without the binding cookie', async () => {
      const attacker = new TestBrowser(origin);
      const callback = await throughDevProvider(attacker, await start(attacker, { provider: 'google' }), uniqueLogin());
      const victim = new TestBrowser(origin);
      expect(location(await victim.request(callback))).toBe('/m/login?signInError=failed');
      const victimWithFlow = new TestBrowser(origin);
      await start(victimWithFlow, { provider: 'google' });
      expect(location(await victimWithFlow.request(callback))).toBe('/m/login?signInError=failed');
      expect(await victim.call(providerSignInCalls.finishProviderSignIn)).toMatchObject({ status: 409 });
      expect(await victimWithFlow.call(providerSignInCalls.finishProviderSignIn)).toMatchObject({ status: 409 });
    });

    it('refuses a code used twice, even carried by a fresh flow of the same browser', async () => {
      const browser = new TestBrowser(origin);
      const login = uniqueLogin();
      const first = new URL(await throughDevProvider(browser, await start(browser, { provider: 'google' }), login));
      expect(location(await browser.request(first.toString()))).toBe('/m/login?via=google');
      const fresh = new URL(await start(browser, { provider: 'google' }));
      const replay = new URL(first);
      replay.searchParams.set('state', fresh.searchParams.get('state')!);
      expect(location(await browser.request(replay.toString()))).toBe('/m/login?signInError=failed');
      expect(await browser.call(providerSignInCalls.finishProviderSignIn)).toMatchObject({ status: 409 });
    });

    it('answers an expired flow as expired', async () => {
      const browser = new TestBrowser(origin);
      const callback = await throughDevProvider(browser, await start(browser, { provider: 'google', loginAs: 'agent' }), uniqueLogin());
      await platform.db.query(`UPDATE provider_sign_in_flows SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
      expect(location(await browser.request(callback))).toBe('/m/login?signInError=expired&door=agent');
    });

    it('refuses a provider whose flag is off, and malformed requests with 400', async () => {
      const browser = new TestBrowser(origin);
      const response = await fetch(`${origin}/dev/site`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ whitelabel: { FACEBOOKLOGIN3: false } }),
      });
      expect(response.status).toBe(200);
      try {
        expect(await browser.call(providerSignInCalls.startProviderSignIn, { provider: 'facebook' })).toMatchObject({
          status: 403,
          errorCode: ERROR_CODES.featureOff,
        });
      } finally {
        await fetch(`${origin}/dev/site`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ whitelabel: { FACEBOOKLOGIN3: true } }),
        });
      }
      for (const body of [{ provider: 'twitter' }, { provider: 'google', redirect: 5 }, { provider: 'google', affiliateCode: '<x>' }]) {
        expect(await browser.call(providerSignInCalls.startProviderSignIn, body)).toMatchObject({
          status: 400,
          errorCode: ERROR_CODES.badRequest,
        });
      }
      expect(
        location(await browser.request(`${providerSignInCalls.startProviderSignIn.path.replace('start', 'callback')}?state[]=a`)),
      ).toBe('/m/login?signInError=failed');
      expect(location(await browser.request('/wps/session/provider/callback'))).toBe('/m/login?signInError=failed');
    });
  });
}
