// Starts the real platform server for the end-to-end tests: the production build, a fresh
// embedded database in a temporary folder, development tools on (SMS outbox, site switches).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tala-e2e-'));
// The whole suite registers its own players from one address, more than a real address may in an hour;
// and its browsers share the machine's cores with the server, so a password check may wait longer for a
// hashing slot than on a host serving players alone.
const config = path.join(dataDir, 'tala.config.json');
writeFileSync(config, JSON.stringify({ limits: { registrationsPerAddressPerHour: 1000 }, hashing: { queueWaitMs: 60_000 } }));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '8181',
    TALA_DATA_DIR: dataDir,
    TALA_CONFIG: config,
    TALA_DEV_TOOLS: '1',
    TALA_LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
