// `npm run dev`: the platform server on :8080 (restarting on change) and Vite's dev server on :5173 proxying to it.
import { spawn } from 'node:child_process';

const env = { ...process.env, TALA_DEV_TOOLS: process.env.TALA_DEV_TOOLS ?? '1' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
