import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSignInCalls, PROVIDER_CALLBACK_PATH, type LoginValue, type ProviderFinish } from '../../../contract/account';
import { databaseKinds, startPlatform, type TestPlatform } from '../helpers';
import { location, TestBrowser } from './provider-browser';

const APP_ID = '1234567890';
const APP_SECRET = 'the-apps-secret';

/**
 * A stand-in for Facebook's web login: a code for each approved request, a token endpoint that checks the app's
 * secret and the PKCE verifier, and a Graph profile that answers only a token with the app secret's proof.
 */
async function facebookLike() {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  let base = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/oauth/access_token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!issued || issued.challenge !== challenge || form.get('client_secret') !== APP_SECRET || form.get('client_id') !== APP_ID) {
          return send(400, { error: { message: 'Invalid verification code format.', type: 'OAuthException' } });
        }
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return send(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      });
      return undefined;
    }
    if (url.pathname === '/me') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /i, '');
      const proof = createHmac('sha256', APP_SECRET).update(token).digest('hex');
      if (!tokens.has(token) || url.searchParams.get('appsecret_proof') !== proof) {
        return send(400, { error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException' } });
      }
      return send(200, { id: '10229876543210', name: 'Maria Santos', email: 'maria.santos@example.com' });
    }
    response.writeHead(404).end();
    return undefined;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoints: { authorization: `${base}/dialog/oauth`, token: `${base}/oauth/access_token`, profile: `${base}/me?fields=id,name,email` },
    /** The person approves at the dialog: the query the dialog sends the browser back with. */
    approve(authorizationUrl: string): string {
      const request = new URL(authorizationUrl);
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: request.searchParams.get('code_challenge')!, redirectUri: request.searchParams.get('redirect_uri')! });
      return `?${new URLSearchParams({ code, state: request.searchParams.get('state')! }).toString()}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const kind of databaseKinds) {
  describe(`Facebook's web login, by the OAuth code flow and the Graph profile [${kind}]`, () => {
    let facebook: Awaited<ReturnType<typeof facebookLike>>;
    let platform: TestPlatform;
    let origin: string;
    beforeAll(async () => {
      facebook = await facebookLike();
      platform = await startPlatform(kind, {
        whitelabel: { FACEBOOKLOGIN3: true },
        identityProviders: { facebook: { clientId: APP_ID, clientSecret: APP_SECRET, endpoints: facebook.endpoints } },
      });
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
    }, 120_000);
    afterAll(async () => {
      await platform?.close();
      await facebook?.close();
    });

    it('sends the browser to the dialog with state and PKCE, and makes the Graph profile an account', async () => {
      const browser = new TestBrowser(origin);
      const started = await browser.call<{ authorizationUrl: string }>(providerSignInCalls.startProviderSignIn, { provider: 'facebook' });
      const dialog = new URL(started.value.authorizationUrl);
      expect(dialog.origin + dialog.pathname).toBe(facebook.endpoints.authorization);
      expect(dialog.searchParams.get('client_id')).toBe(APP_ID);
      expect(dialog.searchParams.get('code_challenge_method')).toBe('S256');
      expect(dialog.searchParams.get('scope')).toBe('email public_profile');

      const callback = `${PROVIDER_CALLBACK_PATH}${facebook.approve(started.value.authorizationUrl)}`;
      expect(location(await browser.request(callback))).toBe('/m/login?via=facebook');
      const finished = await browser.call<ProviderFinish>(providerSignInCalls.finishProviderSignIn);
      expect(finished.value.newAccount).toMatchObject({ provider: 'facebook', name: 'Maria Santos' });
      const registered = await browser.call<LoginValue>(providerSignInCalls.registerWithProvider, {
        ageConfirmed: true,
        termsAccepted: true,
      });
      expect(registered.status).toBe(200);
      const { rows } = await platform.db.query<{ subject: string; label: string }>(
        `SELECT subject, label FROM member_identities WHERE provider = 'facebook' AND subject = '10229876543210'`,
      );
      expect(rows).toEqual([{ subject: '10229876543210', label: 'maria.santos@example.com' }]);
    });

    it('refuses a code the token endpoint will not exchange: no sign-in, the player told it failed', async () => {
      const browser = new TestBrowser(origin);
      const started = await browser.call<{ authorizationUrl: string }>(providerSignInCalls.startProviderSignIn, { provider: 'facebook' });
      const state = new URL(started.value.authorizationUrl).searchParams.get('state')!;
      const forged = `${PROVIDER_CALLBACK_PATH}?${new URLSearchParams({ code: 'made-up', state }).toString()}`;
      expect(location(await browser.request(forged))).toBe('/m/login?signInError=failed');
      expect((await browser.call(providerSignInCalls.finishProviderSignIn)).status).toBe(409);
    });
  });
}
