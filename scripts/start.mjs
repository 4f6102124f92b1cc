// `npm start`: build the PWA when needed, then serve it and the platform API on one port.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale({ quiet: true });
const env = { ...process.env };
// The reference platform ships its development tools (SMS and e-mail outbox, site switches) unless run in production.
if (env.TALA_DEV_TOOLS === undefined && env.NODE_ENV !== 'production') env.TALA_DEV_TOOLS = '1';
// Password hashing takes at most one thread per core (server/src/services/accounts/passwords.ts):
// the pool gets four more, so static files and compression never wait behind a burst of logins.
env.UV_THREADPOOL_SIZE ??= String(availableParallelism() + 4);
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
