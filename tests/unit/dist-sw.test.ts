import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CACHED_BUILD_FILES } from '../../sw/cache-rules';
// @ts-expect-error -- a plain script without type declarations
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

const DIST = path.resolve('dist');
let sw = '';
let precached: string[] = [];

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
  }, 240_000);

  it('exists next to the app with its manifest', () => {
    expect(existsSync(path.join(DIST, 'sw.js'))).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ short_name: 'Tala', display: 'standalone', start_url: '/m/home' });
  });

  it('precaches the shell: index.html and every script and style of the build but the account and maintenance pages', () => {
    expect(precached).toContain('index.html');
    const assets = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
    expect(assets.length).toBeGreaterThan(0);
    const runtimeCached = (file: string) =>
      RUNTIME_CACHED_BUILD_FILES.some((glob) => new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`).test(file));
    const left = assets.filter((asset) => !precached.includes(`assets/${asset}`));
    expect(left.length).toBeGreaterThan(0);
    for (const asset of left) expect(runtimeCached(`assets/${asset}`), asset).toBe(true);
    // What the precache leaves out is kept by the runtime cache the first time it loads.
    expect(sw).toContain('tala-assets');
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    for (const [, src] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) expect(precached).toContain(src);
    for (const entry of precached) expect(statSync(path.join(DIST, entry)).isFile()).toBe(true);
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
