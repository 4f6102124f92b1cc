import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * `npm start` runs the server bundled into one file (scripts/build-server.mjs), not its sources:
 * the bundle must find what it reads at run time (migrations, the support console's page) and
 * make, seed and serve a new embedded database as the sources do.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

describe('the server as npm start runs it', () => {
  let child: ChildProcess | undefined;
  let base = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tala-bundle-'));

  beforeAll(async () => {
    const script = `const { serverNodeArgs } = await import('./scripts/server-process.mjs'); console.log(JSON.stringify(await serverNodeArgs()));`;
    const args = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as string[];
    expect(args.at(-1)).toBe('server/build/main.mjs');
    const port = await freePort();
    child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TALA_DATA_DIR: dataDir,
        DATABASE_URL: '',
        TALA_DIST_DIR: 'no-dist',
        TALA_LOG_LEVEL: 'error',
      },
    });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 480; i++) {
      if (child.exitCode !== null) throw new Error(`the bundled server ended with ${child.exitCode}`);
      if (
        await fetch(`${base}/wps/system/status`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the bundled server did not start');
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds a new database, answers a game search and serves the support console', async () => {
    const search = (await (await fetch(`${base}/lgw/games/mobile?gameName=DRAG&language=EN`)).json()) as {
      success: boolean;
      value: { totalCount: number; games: { gameName: string }[] };
    };
    expect(search.success).toBe(true);
    expect(search.value.totalCount).toBeGreaterThan(0);
    expect(search.value.games.every((game) => game.gameName.toLowerCase().includes('drag'))).toBe(true);
    const script = await fetch(`${base}/support/console.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe(readFileSync('server/src/services/messaging/console/console.js', 'utf8'));
  });
});
