import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = process.env.ENGINES_PORT ?? '8182';
let server: ChildProcess | null = null;

/** Starts the platform the end-to-end tests use (a fresh embedded database, the production build) and waits for it. */
export async function setup(): Promise<void> {
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { stdio: 'inherit', env: { ...process.env, PORT } });
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    const up = await fetch(`http://127.0.0.1:${PORT}/wps/system/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await sleep(500);
  }
  throw new Error(`the platform did not answer on port ${PORT} within 120 s`);
}

export function teardown(): void {
  server?.kill('SIGTERM');
}
