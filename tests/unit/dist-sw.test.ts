import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRECACHE_ROUTES } from '../../sw/cache-rules';
// @ts-expect-error -- a plain script without type declarations
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

const DIST = path.resolve('dist');
let sw = '';
let precached: string[] = [];

/** The build's map of source modules to built files (Vite's manifest). */
interface BuiltModule {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
let built: Record<string, BuiltModule> = {};
/** The built file holding each lazily loaded module (written by build/precache-by-route.ts). */
let lazyModules: Record<string, string> = {};

/** The files a built file needs when it loads: itself, what it imports, their styles. */
function filesOf(file: string, seen = new Set<string>()): Set<string> {
  const module = Object.values(built).find((candidate) => candidate.file === file);
  if (!module || seen.has(file)) return new Set([file]);
  seen.add(file);
  const files = new Set([module.file, ...(module.css ?? [])]);
  for (const key of module.imports ?? []) for (const needed of filesOf(built[key]!.file, seen)) files.add(needed);
  return files;
}

/** Everything loading a built file may fetch, its own lazy parts included (a page's lazily loaded checks, say). */
function reachableFrom(file: string, seen = new Set<string>()): Set<string> {
  for (const needed of filesOf(file)) {
    if (seen.has(needed)) continue;
    seen.add(needed);
    const module = Object.values(built).find((candidate) => candidate.file === needed);
    for (const key of module?.dynamicImports ?? []) reachableFrom(built[key]!.file, seen);
  }
  return seen;
}

/** The built files of the lazily loaded modules a rule of PRECACHE_ROUTES names (`*` is one path segment). */
function routeFiles(rule: string): string[] {
  const pattern = new RegExp(`^${rule.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}${rule.endsWith('/') ? '' : '$'}`);
  return Object.entries(lazyModules)
    .filter(([module]) => pattern.test(module))
    .map(([, file]) => file);
}

/** The production build's service worker: what it precaches and how it answers navigations. */
describe('built service worker', () => {
  beforeAll(() => {
    // The build is the thing under test: make it when missing or older than its sources. The test
    // runner sets NODE_ENV=test, which would give a development build: build for production.
    const runnerEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      (buildIfStale as () => boolean)();
    } finally {
      process.env.NODE_ENV = runnerEnv;
    }
    sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
    precached = [...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1]!);
    built = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, BuiltModule>;
    lazyModules = JSON.parse(readFileSync(path.join(DIST, '.vite', 'lazy-modules.json'), 'utf8')) as Record<string, string>;
  }, 240_000);

  it('exists next to the app with its manifest', () => {
    expect(existsSync(path.join(DIST, 'sw.js'))).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ short_name: 'Tala', display: 'standalone', start_url: '/m/home' });
  });

  it('precaches the shell: index.html and every script and style of the build but the runtime-cached pages', () => {
    expect(precached).toContain('index.html');
    const assets = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
    expect(assets.length).toBeGreaterThan(0);
    const runtimeCached = new Set(
      PRECACHE_ROUTES.runtimeCached.flatMap((rule) => routeFiles(rule).flatMap((file) => [...reachableFrom(file)])),
    );
    const left = assets.filter((asset) => !precached.includes(`assets/${asset}`));
    expect(left.length).toBeGreaterThan(0);
    for (const asset of left) expect(runtimeCached.has(`assets/${asset}`), asset).toBe(true);
    // What the precache leaves out is kept by the runtime cache the first time it loads.
    expect(sw).toContain('tala-assets');
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    for (const [, src] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) expect(precached).toContain(src);
    for (const entry of precached) expect(statSync(path.join(DIST, entry)).isFile()).toBe(true);
  });

  it("precaches everything Home and the lobby load, so they open offline, and none of the account pages' own files", () => {
    const home = routeFiles('src/routes/shell/');
    const lobby = routeFiles('src/routes/lobby/');
    const account = routeFiles('src/routes/account/');
    expect(home.length).toBeGreaterThan(0);
    expect(lobby.length).toBeGreaterThan(0);
    expect(account.length).toBeGreaterThan(0);
    const entry = Object.values(built)
      .filter((module) => module.isEntry)
      .map((module) => module.file);
    const offline = new Set([...entry, ...home, ...lobby].flatMap((file) => [...filesOf(file)]));
    for (const file of offline) expect(precached, file).toContain(file);
    // A file an account page shares with a precached part of the app (Home, the lobby, the shell's lazy pieces) is
    // theirs too; every other file the account pages load is left to the runtime cache.
    const runtimeRoutes = new Set(PRECACHE_ROUTES.runtimeCached.flatMap(routeFiles));
    const shared = new Set(
      [...entry, ...Object.values(lazyModules).filter((file) => !runtimeRoutes.has(file))].flatMap((file) => [...filesOf(file)]),
    );
    for (const page of account) {
      expect(precached, page).not.toContain(page);
      for (const file of filesOf(page)) if (!shared.has(file)) expect(precached, `${page}: ${file}`).not.toContain(file);
    }
  });

  it('keeps API, art and development paths out of the precache and the navigation fallback', () => {
    expect(precached.filter((entry) => /^\/?(wps|lgw|cdn|dev)\//.test(entry))).toEqual([]);
    // The navigation route's denylist, as written in sw/cache-rules.ts, survives the build.
    for (const prefix of ['wps', 'lgw', 'cdn', 'dev']) expect(sw).toContain(`/^\\/${prefix}(\\/|$)/`);
    expect(sw).toContain('index.html');
  });

  it('waits for the player before a new version takes over', () => {
    expect(sw).toContain('SKIP_WAITING');
    expect(sw).toMatch(/skipWaiting\(\)/);
  });
});
