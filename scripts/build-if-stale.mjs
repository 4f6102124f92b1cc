// Builds the PWA when dist/ is missing or older than any of its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'sw', 'contract', 'build', 'manifest', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

export function buildIfStale() {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built >= sources) return false;
  console.log(built ? 'Sources changed since the last build; rebuilding the app…' : 'Building the app…');
  // A build started from a test runner would inherit NODE_ENV=test and produce a development React build.
  execSync('npx vite build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
