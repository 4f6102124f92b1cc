// Builds the PWA when dist/ is missing or older than any of its sources.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'sw', 'contract', 'build', 'manifest', 'public', 'index.html', 'vite.config.ts', 'package.json', 'office'];

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

/** Where a quiet build leaves its full output. */
const BUILD_LOG = 'dist/.vite/build.log';

/**
 * `quiet` (npm start): one line while building and one when done, the full output kept in
 * BUILD_LOG; the output is shown only when the build fails. The build's expected notices (a
 * dependency's comments Rollup drops, the chunk list) are not failures and are not shown as such.
 */
/** The back office (dist-office), the app in the browser, then its server rendering (dist/ssr), which is built last. */
const BUILDS = [
  ['vite', 'build', '--config', 'office/vite.config.ts'],
  ['vite', 'build'],
  ['vite', 'build', '--ssr'],
];
const LAST_BUILT = 'dist/ssr/render.mjs';

export function buildIfStale({ quiet = false } = {}) {
  const built =
    existsSync(LAST_BUILT) && existsSync('dist/index.html') && existsSync('dist-office/index.html') ? statSync(LAST_BUILT).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built >= sources) return false;
  console.log(built ? 'Sources changed since the last build; rebuilding the app…' : 'Building the app (about a minute on first start)…');
  // A build started from a test runner would inherit NODE_ENV=test and produce a development React build.
  const env = { ...process.env, NODE_ENV: 'production' };
  if (!quiet) {
    for (const build of BUILDS) execSync(`npx ${build.join(' ')}`, { stdio: 'inherit', env });
    return true;
  }
  const started = Date.now();
  let output = '';
  for (const build of BUILDS) {
    const result = spawnSync('npx', build, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    output += `${result.stdout ?? ''}${result.stderr ?? ''}`;
    if (result.status !== 0) {
      console.error(output);
      console.error('The app did not build (the output above says why).');
      process.exit(result.status ?? 1);
    }
  }
  writeFileSync(BUILD_LOG, output);
  console.log(`App built in ${Math.round((Date.now() - started) / 1000)} s (full build output: ${BUILD_LOG}).`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
