// `npm start`: build the PWA when needed, then serve it and the platform API on one port.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { devToolsChoice } from './dev-tools-choice.mjs';
import { serverNodeArgs, serverProcessEnv } from './server-process.mjs';

const env = serverProcessEnv();
const devTools = devToolsChoice(env);
env.TALA_DEV_TOOLS = devTools.value;
// The first thing said: whether the SMS outbox, captcha answers and site switches are reachable, and why.
console.log(devTools.line);
buildIfStale({ quiet: true });
const child = spawn(process.execPath, await serverNodeArgs(), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
