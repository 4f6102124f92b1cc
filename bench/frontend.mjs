// Front-end weight and speed against the production build served by the platform:
// JS and CSS (gzip) loaded for /m/home before it is interactive (and by network idle), the service worker's
// precache total, and Lighthouse's mobile performance (median of 3 runs, simulated throttling).
import { readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** The mark the app sets once Home has drawn its first content from data and answers input. */
const INTERACTIVE_MARK = 'tala:interactive';

/**
 * Scripts and styles /m/home loads, gzip-sized from their bodies. "Before interactive" counts
 * the files whose requests started before the app set its interactive mark (resource timing
 * start times against the mark); "by network idle" counts every file fetched until the
 * network settled, deferred ones included.
 */
export async function measureHomeWeight(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        bodies.push({ type, url: response.url(), gzip: gzipSync(await response.body()).length });
      } catch {
        /* redirected or aborted */
      }
    });
    await page.goto(`${baseUrl}/m/home`, { waitUntil: 'load' });
    await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, INTERACTIVE_MARK, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate((name) => {
      const mark = performance.getEntriesByName(name, 'mark')[0].startTime;
      const starts = performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]);
      return { mark, starts };
    }, INTERACTIVE_MARK);
    const startOf = new Map(timing.starts);
    const early = (body) => (startOf.get(body.url) ?? Number.POSITIVE_INFINITY) < timing.mark;
    const sum = (type, filter = () => true) => bodies.filter((b) => b.type === type && filter(b)).reduce((n, b) => n + b.gzip, 0);
    const name = (url) => new URL(url).pathname.replace(/^\/assets\//, '');
    return {
      interactiveMs: timing.mark,
      jsGzip: sum('script', early),
      cssGzip: sum('stylesheet', early),
      jsGzipAll: sum('script'),
      cssGzipAll: sum('stylesheet'),
      files: bodies.length,
      scripts: bodies
        .filter((b) => b.type === 'script')
        .map((b) => ({ file: name(b.url), gzip: b.gzip, beforeInteractive: early(b) }))
        .sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await browser.close();
  }
}

export function measurePrecache(distDir = 'dist') {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(distDir, url);
    raw += statSync(file).size;
    gzip += gzipSync(readFileSync(file)).length;
  }
  return { entries: urls.length, raw, gzip };
}

/**
 * Lighthouse's mobile performance, median of `runs`. With `session` (a login's value) the page
 * is measured as that signed-in member: the session record the app keeps in session storage is
 * written before any of the page's scripts run, and Lighthouse still starts each run on an
 * empty cache and storage, as for a visitor.
 */
export async function runLighthouse(url, runs = 3, { session } = {}) {
  const { default: lighthouse, navigation } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  // A run whose trace could not be recorded measured nothing: it is reported and run again
  // (a few times at most) rather than counted as a score of 0.
  for (let attempt = 1; results.length < runs && attempt <= runs + 3; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
    try {
      const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const result = session
        ? await navigationSignedIn(navigation, chrome.port, url, session, flags)
        : await lighthouse(url, { port: chrome.port, ...flags });
      const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (finalPath !== new URL(url).pathname) throw new Error(`${url} led to ${finalPath}: the page measured is not the one asked for`);
      const audits = result.lhr.audits;
      const failures = Object.entries(audits)
        .filter(([, audit]) => audit.errorMessage)
        .map(([id, audit]) => `${id}: ${audit.errorMessage}`);
      if (result.lhr.runtimeError) failures.unshift(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      if (failures.length > 0) {
        console.log(`Lighthouse attempt ${attempt} failed to measure, run again: ${failures.join('; ').slice(0, 300)}`);
        continue;
      }
      results.push({
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  if (results.length === 0) throw new Error('Lighthouse could not measure the page in any attempt');
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return { runs: results, score: median('score'), lcp: median('lcp'), tbt: median('tbt'), cls: median('cls') };
}

/** The record the app reads its session from (src/lib/session.ts): the token and names of a login, never a password. */
const SESSION_KEY = 'MC_SESSION_INFO';

async function navigationSignedIn(navigation, port, url, login, flags) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // The cookie the app sets while a member who may deposit is signed in (src/lib/session.ts): Lighthouse keeps cookies between runs.
    await page.setCookie({ name: 'tala_member', value: '1', url: new URL(url).origin });
    const record = JSON.stringify({
      token: login.token,
      merchantCode: login.merchantCode,
      userName: login.userName,
      type: login.type,
      firstTimeLogin: login.firstTimeLogin,
    });
    await page.evaluateOnNewDocument(
      (key, value) => {
        try {
          globalThis.sessionStorage.setItem(key, value);
        } catch {
          // about:blank, between runs, has no storage of its own.
        }
      },
      SESSION_KEY,
      record,
    );
    return await navigation(page, url, { flags });
  } finally {
    await browser.disconnect();
  }
}

/** A phone on a mobile network, as Lighthouse's mobile preset assumes: round trips dominate start-up. */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * When /m/home marks itself interactive with a mobile network's latency and bandwidth (CPU not
 * slowed): the figure the start-up stages' preloads move (docs/decisions/0003-staged-start-up.md),
 * which the unthrottled timing cannot show. Median of `runs` first visits.
 */
export async function measureInteractiveUnderLatency(baseUrl, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const times = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await page.goto(`${baseUrl}/m/home`, { waitUntil: 'commit' });
      await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, INTERACTIVE_MARK, { timeout: 60_000 });
      times.push(await page.evaluate((name) => performance.getEntriesByName(name, 'mark')[0].startTime, INTERACTIVE_MARK));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], runs: times };
}

/**
 * The largest start-up file served to a browser that accepts Brotli, ten at a time for a few
 * seconds: the bytes sent and the latency. The figures the build's precompressed files move
 * (docs/decisions/0005-service-worker-late-and-precompressed-files.md).
 */
export async function measureStaticServing(baseUrl, distDir = 'dist') {
  const { default: autocannon } = await import('autocannon');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const largest = Object.values(manifest)
    .map((entry) => entry.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(path.join(distDir, file)).size }))
    .sort((a, b) => b.size - a.size)[0];
  const url = `${baseUrl}/${largest.file}`;
  const headers = { 'accept-encoding': 'br, gzip' };
  const sentBytes = await new Promise((resolve, reject) => {
    // node:http, not fetch: fetch decodes the body, and the bytes on the wire are the figure.
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
  const result = await autocannon({ url, connections: 10, duration: 5, headers });
  return { file: largest.file, rawBytes: largest.size, sentBytes, requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}
