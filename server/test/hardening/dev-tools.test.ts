import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { listenHost, loadConfig } from '../../src/config';
import { describeOnEachDatabase, envelope } from '../helpers';

const DEV_CALLS = [
  { method: 'GET', url: '/dev/outbox?to=%2B639171234567' },
  { method: 'GET', url: '/dev/captcha?id=00000000000000000000000000000000' },
  { method: 'DELETE', url: '/dev/login-limits' },
  { method: 'GET', url: '/dev/site' },
  { method: 'POST', url: '/dev/site', payload: { maintenance: true } },
] as const;

/** What nginx, Caddy, Apache, HAProxy and CDNs add when they pass a request on. */
const PROXY_HEADERS = [
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=203.0.113.9;proto=https' },
  { 'x-real-ip': '203.0.113.9' },
  { 'x-forwarded-proto': 'https' },
  { 'x-forwarded-host': 'tala.example' },
  { via: '1.1 proxy' },
];

describeOnEachDatabase('development tools answer the machine itself only', (use) => {
  it.each(DEV_CALLS.map((call) => [`${call.method} ${call.url}`, call] as const))(
    '%s from another address is an unknown call',
    async (_name, call) => {
      const { app, config } = use();
      const response = await app.inject({ ...call, remoteAddress: '192.168.1.50' });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).errorCode).toBe('request.notFound');
      expect(config.maintenance).toBe(false);
    },
  );

  it('answers loopback addresses, IPv4 and IPv6', async () => {
    const { app } = use();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ method: 'GET', url: '/dev/site', remoteAddress })).statusCode).toBe(200);
    }
  });

  it.each(DEV_CALLS.map((call) => [`${call.method} ${call.url}`, call] as const))(
    '%s through a reverse proxy on the machine itself is an unknown call',
    async (_name, call) => {
      const { app, config } = use();
      for (const headers of PROXY_HEADERS) {
        const response = await app.inject({ ...call, remoteAddress: '127.0.0.1', headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(404);
        expect(envelope(response).errorCode).toBe('request.notFound');
      }
      expect(config.maintenance).toBe(false);
      expect(envelope<{ maintenance: boolean }>(await app.inject({ url: '/dev/site', remoteAddress: '127.0.0.1' })).value.maintenance).toBe(
        false,
      );
    },
  );

  it('answers no other spelling of a tool’s address from outside', async () => {
    const { app } = use();
    for (const url of ['/%64ev/site', '/dev%2Fsite', '/dev/site/', '/dev/outbox/?to=%2B639171234567']) {
      const response = await app.inject({ method: 'GET', url, remoteAddress: '192.168.1.50' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('maintenance');
    }
  });

  it('ignores a forwarded address claiming to be the machine itself', async () => {
    const response = await use().app.inject({
      method: 'GET',
      url: '/dev/site',
      remoteAddress: '192.168.1.50',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('where the server listens', () => {
  it('listens on loopback while development tools are on, unless HOST says otherwise', () => {
    expect(listenHost(loadConfig({}, { TALA_DEV_TOOLS: '1' }))).toBe('127.0.0.1');
    expect(listenHost(loadConfig({}, { TALA_DEV_TOOLS: '1', HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(listenHost(loadConfig({}, {}))).toBe('0.0.0.0');
  });
});

describeOnEachDatabase(
  'abuse limits in production hold the machine itself too',
  (use) => {
    it('counts loopback username checks against the limit even with development tools on', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const check = await use().app.inject({ url: '/wps/member/register/username?username=someone', remoteAddress: '127.0.0.1' });
        statuses.push(check.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  },
  {
    production: true,
    devTools: true,
    gatewaySecret: 'the-operators-own-gateway-secret',
    staffPassword: 'a support password of our own',
    limits: { checkUsernamePerMinutePerAddress: 2 },
  },
);

/** The first line `npm start` prints with `env` laid over this process's environment (unset where undefined). */
async function startFirstLine(env: Record<string, string | undefined>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tala-start-line-'));
  const merged: NodeJS.ProcessEnv = { ...process.env, PORT: '8302', TALA_DATA_DIR: dataDir, DATABASE_URL: '' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  // A process group of its own, so the build or server it goes on to start ends with it.
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env: merged, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    return line;
  } finally {
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('what npm start says first', () => {
  it('says development tools are on, and why, when not in production', async () => {
    const line = await startFirstLine({ NODE_ENV: undefined, TALA_DEV_TOOLS: undefined });
    expect(line).toMatch(/^Development tools are ON: .*NODE_ENV is not production/);
  });

  it('says they are off in production, and what would turn them on', async () => {
    const line = await startFirstLine({ NODE_ENV: 'production', TALA_DEV_TOOLS: undefined });
    expect(line).toMatch(/^Development tools are off: NODE_ENV=production/);
  });

  it('names TALA_DEV_TOOLS when it decides', async () => {
    expect(await startFirstLine({ NODE_ENV: undefined, TALA_DEV_TOOLS: '0' })).toBe('Development tools are off: TALA_DEV_TOOLS=0 says so.');
    expect(await startFirstLine({ NODE_ENV: 'production', TALA_DEV_TOOLS: '1' })).toBe(
      'Development tools are ON: TALA_DEV_TOOLS=1 says so.',
    );
  });
});
