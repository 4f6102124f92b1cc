// `npm start`: build the PWA when needed, then serve it and the platform API on one port.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { serverNodeArgs, serverProcessEnv } from './server-process.mjs';

buildIfStale({ quiet: true });
const env = serverProcessEnv();
// The reference platform ships its development tools (SMS and e-mail outbox, site switches) unless run in production.
if (env.TALA_DEV_TOOLS === undefined && env.NODE_ENV !== 'production') env.TALA_DEV_TOOLS = '1';
const child = spawn(process.execPath, await serverNodeArgs(), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
