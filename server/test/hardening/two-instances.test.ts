import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES, accountCalls } from '../../../contract/account';
import { sealJson, SEALED_BODY_SCHEME } from '../../../contract/crypto';
import { ERROR_CODES } from '../../../contract/errors';

/*
 * Two platform processes on one PostgreSQL, as behind a load balancer. PGlite is one process's
 * own database, so this suite needs a PostgreSQL server: it runs when TEST_DATABASE_URL names one.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  base: string;
  process: ChildProcess;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      TALA_DIST_DIR: 'no-dist',
      // Development tools answer this test's loopback connections: it reads captcha answers through them.
      TALA_DEV_TOOLS: '1',
      // The test plays many players: each request names its client address, as a load balancer would.
      TALA_TRUST_PROXY: '127.0.0.1',
      TALA_LOG_LEVEL: 'error',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} ended with ${child.exitCode}`);
    const up = await fetch(`${base}/wps/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, process: child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`instance on ${port} did not start`);
}

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 254)}`;

async function call<T = unknown>(
  instance: Instance,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${instance.base}${path}`, {
    method,
    headers: { 'x-forwarded-for': address(), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; errorCode?: string };
  return { status: response.status, ...envelope };
}

async function sealedLoginBody(instance: Instance, body: unknown): Promise<unknown> {
  const key = (await call<{ keyId: string; publicKey: string }>(instance, 'GET', accountCalls.getSealingKey.path)).value;
  return sealJson(key, 'POST', accountCalls.login.path, body);
}

const sealedHeaders = (from = address()) => ({ encryption: SEALED_BODY_SCHEME, 'module-id': 'COMM3', 'x-forwarded-for': from });

describe.runIf(adminUrl)('two platform instances on one PostgreSQL (needs TEST_DATABASE_URL: PGlite is a single process)', () => {
  let a: Instance;
  let b: Instance;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    const name = `tala_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
    // The first instance migrates and seeds; the second starts on what it made.
    a = await startInstance(url.toString());
    b = await startInstance(url.toString());
  }, 240_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      instance.process.kill('SIGTERM');
      if (instance.process.exitCode === null) await new Promise((resolve) => instance.process.once('exit', resolve));
    }
    await dropDatabase();
  }, 60_000);

  const login = async (on: Instance, username = 'demo', password = 'Demo1234', from = address()) =>
    call<{ token: string }>(on, 'POST', accountCalls.login.path, {
      headers: sealedHeaders(from),
      body: await sealedLoginBody(on, { type: 'username', username, password }),
    });

  it('takes a session made on one instance on the other, and a logout on either ends it on both', async () => {
    const { value } = await login(a);
    const token = value.token;
    expect((await call(b, 'GET', '/wps/member/info', { headers: { token } })).status).toBe(200);
    expect((await call(b, 'DELETE', '/wps/session/logout', { headers: { token } })).status).toBe(200);
    for (const instance of [a, b]) {
      const after = await call(instance, 'GET', '/wps/member/info', { headers: { token } });
      expect(after.status).toBe(401);
      expect(after.errorCode).toBe(ERROR_CODES.sessionExpired);
    }
  });

  it('refuses on the other instance a sealed body one instance already accepted', async () => {
    const body = await sealedLoginBody(a, { type: 'username', username: 'demo', password: 'Demo1234' });
    expect((await call(a, 'POST', accountCalls.login.path, { headers: sealedHeaders(), body })).status).toBe(200);
    const replayed = await call(b, 'POST', accountCalls.login.path, { headers: sealedHeaders(), body });
    expect(replayed.status).toBe(400);
    expect(replayed.errorCode).toBe(ACCOUNT_ERROR_CODES.sealedReplayed);
  });

  /** A captcha issued by one instance, its answer read through the other. */
  async function solvedCaptcha(issuer: Instance, reader: Instance) {
    const issued = await call<{ captchaId: string }>(issuer, 'GET', '/wps/captcha?purpose=login');
    // Read as the tester on the machine itself does: development tools refuse anything that came through a proxy.
    const answer = (await (await fetch(`${reader.base}/dev/captcha?id=${issued.value.captchaId}`)).json()) as { value: { answer: string } };
    return { captchaId: issued.value.captchaId, captcha: answer.value.answer };
  }

  it('counts failed logins and locks across both instances', async () => {
    const from = address();
    const codes: (string | undefined)[] = [];
    for (let i = 1; i <= 5; i++) {
      const on = i % 2 ? a : b;
      // After the first failure a captcha is needed: issued by one instance, checked by the other.
      const captcha = i > 1 ? await solvedCaptcha(on === a ? b : a, on) : {};
      const body = await sealedLoginBody(on, { type: 'username', username: 'player03', password: `Wrong${i}234`, ...captcha });
      codes.push((await call(on, 'POST', accountCalls.login.path, { headers: sealedHeaders(from), body })).errorCode);
    }
    expect(codes).toEqual([...Array<string>(4).fill(ERROR_CODES.loginFailed), ERROR_CODES.accountLocked]);
    for (const instance of [a, b]) {
      const body = await sealedLoginBody(instance, {
        type: 'username',
        username: 'player03',
        password: 'Player1234',
        ...(await solvedCaptcha(instance, instance)),
      });
      const locked = await call(instance, 'POST', accountCalls.login.path, { headers: sealedHeaders(from), body });
      expect(locked.errorCode).toBe(ERROR_CODES.accountLocked);
    }
  });

  it('counts the login attempts of one address across both instances', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const on = i % 2 ? b : a;
      const body = await sealedLoginBody(on, { type: 'username', username: `ghost${i}x`, password: 'Wrong1234' });
      statuses.push((await call(on, 'POST', accountCalls.login.path, { headers: sealedHeaders(from), body })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('applies a spin once when it is retried on the other instance with the same key', async () => {
    const { value } = await login(a);
    const headers = { token: value.token, 'module-id': 'GAMELO3' };
    // The in-house slot: the platform's own machine, which spins on the ledger (other vendors open their own page).
    const games = await call<{ games: { nodeId: string; gameName: string }[] }>(
      a,
      'GET',
      '/lgw/games/mobile?vassalage=BGS&pageSize=18&language=EN',
    );
    const slot = games.value.games.find((game) => game.gameName === 'Tala Fruits')!;
    const launched = await call<{ url: string }>(a, 'GET', `/wps/game/launchGame?nodeId=${slot.nodeId}`, { headers });
    const launch = new URL(launched.value.url, 'http://x').searchParams.get('launch')!;
    const before = (await call<{ sumBalance: number }>(b, 'GET', '/wps/wallet/balance', { headers: { token: value.token } })).value
      .sumBalance;
    const roundId = randomUUID();
    const spin = (on: Instance) =>
      call<{ balance: number; net: number }>(on, 'POST', '/wps/game/demoSlot/spin', {
        headers: { ...headers, 'idempotency-key': roundId },
        body: { launch, roundId, bet: 10 },
      });
    const [first, retried] = [await spin(a), await spin(b)];
    expect(first.status).toBe(200);
    expect(retried.value).toEqual(first.value);
    const after = (await call<{ sumBalance: number }>(a, 'GET', '/wps/wallet/balance', { headers: { token: value.token } })).value
      .sumBalance;
    expect(after).toBeCloseTo(before + first.value.net, 2);
  });
});
