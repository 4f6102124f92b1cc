// Starts the real platform server for the end-to-end tests: the production build, a fresh
// embedded database in a temporary folder, development tools on (SMS outbox, site switches).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tala-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '8181',
    TALA_DATA_DIR: dataDir,
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
