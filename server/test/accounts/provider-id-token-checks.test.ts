import { generateKeyPairSync, createSign, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSignInCalls, PROVIDER_CALLBACK_PATH } from '../../../contract/account';
import { databaseKinds, startPlatform, type TestPlatform } from '../helpers';
import { location, TestBrowser } from './provider-browser';

const CLIENT_ID = 'tala.apps.example';

type Mode = 'honest' | 'wrongNonce' | 'otherIssuer' | 'otherAudience' | 'expired' | 'badSignature';

/**
 * A tiny OpenID provider that signs whatever ID token the test asks for: its discovery document, its keys, and
 * a token endpoint answering each code with an ID token bent the way `mode` says.
 */
async function misbehavingProvider() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' };
  const codes = new Map<string, { nonce: string; mode: Mode }>();
  let issuer = '';
  const sign = (claims: Record<string, unknown>, key = privateKey) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${part({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${part(claims)}`;
    return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
  };
  const idToken = ({ nonce, mode }: { nonce: string; mode: Mode }) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: mode === 'otherIssuer' ? 'https://accounts.evil.example' : issuer,
      aud: mode === 'otherAudience' ? 'someone-else' : CLIENT_ID,
      sub: `subject-${randomBytes(6).toString('hex')}`,
      email: 'bent@example.com',
      name: 'Bent Token',
      nonce: mode === 'wrongNonce' ? 'not-the-nonce' : nonce,
      iat: mode === 'expired' ? now - 7200 : now,
      exp: mode === 'expired' ? now - 3600 : now + 600,
    };
    return sign(claims, mode === 'badSignature' ? stranger : privateKey);
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return send({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return send({ keys: [jwk] });
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const code = new URLSearchParams(body).get('code') ?? '';
        const issued = codes.get(code);
        codes.delete(code);
        if (!issued) {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        send({ access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 600, id_token: idToken(issued) });
      });
      return undefined;
    }
    response.writeHead(404).end();
    return undefined;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** The provider "signs the person in": a code for this authorization request, whose token will be bent by `mode`. */
    approve(authorizationUrl: string, mode: Mode): string {
      const request = new URL(authorizationUrl);
      const code = randomBytes(16).toString('hex');
      codes.set(code, { nonce: request.searchParams.get('nonce')!, mode });
      return `?${new URLSearchParams({ code, state: request.searchParams.get('state')! }).toString()}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const kind of databaseKinds) {
  describe(`an ID token is believed only when every check holds [${kind}]`, () => {
    let provider: Awaited<ReturnType<typeof misbehavingProvider>>;
    let platform: TestPlatform;
    let origin: string;
    beforeAll(async () => {
      provider = await misbehavingProvider();
      platform = await startPlatform(kind, {
        whitelabel: { GOOGLELOGIN3: true },
        identityProviders: { google: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: 'the-operators-secret' } },
      });
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
    }, 120_000);
    afterAll(async () => {
      await platform?.close();
      await provider?.close();
    });

    async function signIn(mode: Mode) {
      const browser = new TestBrowser(origin);
      const started = await browser.call<{ authorizationUrl: string }>(providerSignInCalls.startProviderSignIn, { provider: 'google' });
      expect(started.status).toBe(200);
      expect(started.value.authorizationUrl.startsWith(`${provider.issuer}/auth?`)).toBe(true);
      const landed = location(await browser.request(`${PROVIDER_CALLBACK_PATH}${provider.approve(started.value.authorizationUrl, mode)}`));
      const finished = await browser.call<{ login?: unknown; newAccount?: unknown }>(providerSignInCalls.finishProviderSignIn);
      return { landed, finished };
    }

    it('signs in with an honest token (the provider configured by the operator is used)', async () => {
      const { landed, finished } = await signIn('honest');
      expect(landed).toBe('/m/login?via=google');
      expect(finished.value.newAccount).toMatchObject({ provider: 'google', name: 'Bent Token' });
    });

    for (const mode of ['wrongNonce', 'otherIssuer', 'otherAudience', 'expired', 'badSignature'] as const) {
      it(`refuses a token with ${mode}, and makes no session`, async () => {
        const sessionsBefore = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
        const { landed, finished } = await signIn(mode);
        expect(landed).toBe('/m/login?signInError=failed');
        expect(finished).toMatchObject({ status: 409, errorCode: 'signIn.flowOver' });
        const sessionsAfter = await platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
        expect(Number(sessionsAfter.rows[0]!.n)).toBe(Number(sessionsBefore.rows[0]!.n));
      });
    }
  });
}
