// `npm run check:size`: the production build's sizes against their budgets (sizes only; timings stay in `npm run bench`).
//   Home's first visit: every script a first visit of /m/home loads until the network is idle, gzip.
//   Every other page: its own scripts, the ones start-up has not loaded already, gzip.
//   Precache: what the service worker downloads on install.
// The count walks the build's chunk graph (dist/.vite/manifest.json) from index.html; `--measure` also loads
// /m/home in Chromium against the real server (as `npm run bench` does) and fails if the two counts name different files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './build-if-stale.mjs';

const KB = 1024;
const BUDGETS = { homeFirstVisit: 150 * KB, pageOwn: 35 * KB, precache: 700 * KB };
const DIST = 'dist';

/**
 * What Home loads after start-up besides its own page and that page's own lazy parts (found in the
 * graph): code shared with other pages that a first visit starts once Home is up. Kept in step with
 * the app by `--measure`.
 */
const HOME_AFTER_START_UP = [
  // The service worker registers once the page has settled (src/app/boot/start-up.tsx).
  'src/app/boot/service-worker.ts',
];

/** Lazy parts of Home a first visit in Chromium does not load. */
const NOT_ON_A_FIRST_VISIT = [
  // Popups are sanitised by the browser where it can (src/features/home/components/popup-content.ts).
  'node_modules/dompurify/dist/purify.es.mjs',
  // Stored copies are checked only when one exists (src/lib/query/stored.ts): a first visit has none.
  'src/lib/query/checks.ts',
  // The providers and the winners load when the player scrolls near the foot of Home (src/features/home/HomePage.tsx).
  'src/features/home/components/LaterSections.tsx',
];

/**
 * The code whose only job is start-up and the first screen (issue 26, item 8): the app's boot and its
 * server rendering, hydration, the first-pages table, the platform's page serving and the build's
 * page hints. Features' own components are not in it: they are drawn by the same code everywhere.
 */
const START_UP_SOURCES = [
  'src/app/boot',
  'src/app/server',
  'src/app/served-page.ts',
  'src/lib/hydration.ts',
  'src/lib/idle.ts',
  'src/lib/user-agent.ts',
  'src/routes/first-pages.ts',
  'server/src/http/static-app.ts',
  'server/src/http/page-rendering.ts',
  'server/src/http/page-cookies.ts',
  'build/page-hints.ts',
  'build/boot-stage-preloads.ts',
  'build/start-up-deps.ts',
];

/** Lines that are not blank, in the start-up sources' production files (tests left out). */
function startUpLines() {
  const files = START_UP_SOURCES.flatMap((source) =>
    source.endsWith('.ts') || source.endsWith('.tsx')
      ? [source]
      : readdirSync(source, { recursive: true }).map((file) => path.join(source, String(file))),
  ).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const lines = files.reduce(
    (sum, file) =>
      sum +
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim()).length,
    0,
  );
  return { files: files.length, lines };
}

const isPage = (key, entry) => entry.isDynamicEntry && (/^src\/routes\//.test(entry.src ?? key) || /\.lazy$/.test(entry.name ?? ''));
const isHome = (key, entry) => entry.name === 'home.lazy' || key === 'src/routes/shell/home.lazy.tsx';

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const gzipSizes = new Map();
const gzipOf = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(DIST, file))).length);
  return gzipSizes.get(file);
};
const total = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipOf(file), 0);

export function readGraph(distDir = DIST) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
  /** A chunk and every chunk it imports statically: what loading it fetches. */
  const closure = (keys, into = new Set()) => {
    for (const key of keys) {
      const entry = manifest[key];
      if (!entry) throw new Error(`${key} is in no chunk of the build: update scripts/check-size.mjs`);
      if (into.has(entry.file)) continue;
      into.add(entry.file);
      closure(entry.imports ?? [], into);
    }
    return into;
  };
  return { manifest, keyOfFile, closure };
}

/** The files a first visit loads before any page: the entry and the start-up stages the page preloads. */
function startUpFiles({ keyOfFile, closure }) {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const listed = [...html.matchAll(/(?:src|href|content)="([^"]+)"/g)]
    .flatMap((match) => match[1].split(' '))
    .map((url) => url.replace(/^\//, ''))
    .filter((file) => keyOfFile.has(file));
  return closure(['index.html', ...listed.map((file) => keyOfFile.get(file))]);
}

export function countHomeFirstVisit(graph = readGraph()) {
  const { manifest, closure } = graph;
  const startUp = startUpFiles(graph);
  const homeKey = Object.keys(manifest).find((key) => isHome(key, manifest[key]));
  if (!homeKey) throw new Error("Home's page is in no chunk of the build: update isHome in scripts/check-size.mjs");
  const homeParts = [];
  const addLazyParts = (key) => {
    if (NOT_ON_A_FIRST_VISIT.includes(key)) return;
    homeParts.push(key);
    for (const lazy of manifest[key].dynamicImports ?? []) addLazyParts(lazy);
  };
  addLazyParts(homeKey);
  const files = closure([...homeParts, ...HOME_AFTER_START_UP], new Set(startUp));
  return { startUp, files, homeKey };
}

function pageSizes(graph, startUp) {
  const { manifest, closure } = graph;
  return Object.entries(manifest)
    .filter(([key, entry]) => isPage(key, entry) && !isHome(key, entry))
    .map(([key, entry]) => {
      const own = [...closure([key])].filter((file) => !startUp.has(file));
      return { page: entry.src ?? entry.name, gzip: total(own) };
    });
}

function precacheSize() {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((match) => match[1]);
  return urls.reduce((sum, url) => sum + readFileSync(path.join(DIST, url)).length, 0);
}

async function measuredFiles() {
  const { startBenchServer } = await import('../bench/server.mjs');
  const { measureHomeWeight } = await import('../bench/frontend.mjs');
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 8294));
  try {
    const weight = await measureHomeWeight(server.baseUrl);
    return { files: new Set(weight.scripts.map((script) => `assets/${script.file}`)), gzip: weight.jsGzipAll };
  } finally {
    await server.stop();
  }
}

function verdictOf({ size, budget }) {
  if (budget === null) return '';
  return size <= budget ? 'met' : 'MISSED';
}

async function main() {
  buildIfStale();
  if (!existsSync(path.join(DIST, '.vite/manifest.json')))
    throw new Error('dist/.vite/manifest.json is missing: build with build.manifest on');
  const graph = readGraph();
  const { startUp, files } = countHomeFirstVisit(graph);
  const home = total(files);
  const pages = pageSizes(graph, startUp);
  const precache = precacheSize();
  const rows = [
    { figure: 'Home first visit, JS by network idle (gzip)', size: home, budget: BUDGETS.homeFirstVisit },
    { figure: '  of which start-up (entry and boot stages)', size: total(startUp), budget: null },
    ...pages.map((page) => ({ figure: `page ${page.page}, own JS (gzip)`, size: page.gzip, budget: BUDGETS.pageOwn })),
    { figure: 'precache (raw)', size: precache, budget: BUDGETS.precache },
  ];
  console.table(
    rows.map((row) => ({
      figure: row.figure,
      size: kb(row.size),
      budget: row.budget === null ? '' : `≤ ${kb(row.budget)}`,
      verdict: verdictOf(row),
    })),
  );
  const sources = startUpLines();
  console.log(`start-up and first-screen source: ${sources.lines} lines in ${sources.files} files (not blank, tests left out)`);
  let failed = rows.some((row) => row.budget !== null && row.size > row.budget);

  if (process.argv.includes('--measure')) {
    const measured = await measuredFiles();
    const onlyCounted = [...files].filter((file) => file.endsWith('.js') && !measured.files.has(file));
    const onlyMeasured = [...measured.files].filter((file) => !files.has(file));
    console.log(`measured in Chromium by network idle: ${kb(measured.gzip)} in ${measured.files.size} scripts`);
    if (onlyCounted.length || onlyMeasured.length) {
      console.log(
        `counted but not loaded: ${onlyCounted.join(', ') || 'none'}; loaded but not counted: ${onlyMeasured.join(', ') || 'none'}`,
      );
      failed = true;
    } else console.log('the count names exactly the files a first visit loads');
  }
  if (failed) {
    console.error('size check failed: a figure is over its budget, or the count and the measurement differ');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
