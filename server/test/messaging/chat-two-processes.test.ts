import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatClient, messageId, strictlyRising, visitor } from './chat-support';

/*
 * Two platform processes on one PostgreSQL, as behind a load balancer: a message stored through
 * one reaches a socket held by the other (LISTEN/NOTIFY). PGlite is one process's own database,
 * so this suite needs a PostgreSQL server: it runs when TEST_DATABASE_URL names one.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  host: string;
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
      TALA_LOG_LEVEL: 'error',
    },
  });
  const host = `127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} ended with ${child.exitCode}`);
    const up = await fetch(`http://${host}/wps/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { host, process: child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`instance on ${port} did not start`);
}

async function staffCookieOn(instance: Instance): Promise<string> {
  const response = await fetch(`http://${instance.host}/support/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=support01&password=Staff1234',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe.runIf(adminUrl)('live chat across two platform processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
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

  it('delivers a message sent on one process to a client on the other, both ways, in order and once', async () => {
    const { client: player, conversationId } = await visitor(b.host, 'Lorna');
    const staff = await ChatClient.open(a.host, '/ws/support', { cookie: await staffCookieOn(a) });
    staff.send({ type: 'watch', conversationId, lastSeenId: 0 });

    player.send({ type: 'send', clientMessageId: messageId(), text: 'Hello from process B' });
    await staff.until((c) => c.messages.some((m) => m.text === 'Hello from process B'), 'the player’s message on process A');

    for (const text of ['First from A', 'Second from A', 'Third from A']) {
      staff.send({ type: 'send', conversationId, clientMessageId: messageId(), text });
    }
    await player.until((c) => c.messages.filter((m) => m.from === 'STAFF').length === 3, 'three replies on process B');
    expect(player.messages.map((m) => m.text)).toEqual(['Hello from process B', 'First from A', 'Second from A', 'Third from A']);
    expect(strictlyRising(player.messages.map((m) => m.id))).toBe(true);

    // Typing on process A shows on process B.
    staff.send({ type: 'typing', conversationId });
    await player.until((c) => c.frames.some((f) => f.type === 'typing' && f.from === 'STAFF'), 'typing across processes');
    await Promise.all([player.close(), staff.close()]);
  }, 60_000);
});
