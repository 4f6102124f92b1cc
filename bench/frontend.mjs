// Front-end weight and speed against the production build served by the platform:
// JS and CSS (gzip) loaded for /m/home before it is interactive (and by network idle), the service worker's
// precache total, Lighthouse's mobile performance of each route players open first (median of 3
// cold first visits, Lighthouse's default settings), and the HTML's time to first byte under load.
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * The Chrome flags of an outside run of Lighthouse's CLI on a machine without a display, as root:
 * `--chrome-flags="--headless=new --no-sandbox"`. chrome-launcher adds its own defaults, as it
 * does for the CLI, and a new empty profile for every launch. Nothing else: the bench's extra
 * flags (no GPU, no /dev/shm) are not what an outside run has.
 */
const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox'];

/** The budgets every route's Lighthouse median is held to (issue 26). */
export const LIGHTHOUSE_BUDGET = { score: 95, lcpMs: 2000, cls: 0.01 };

/**
 * Lighthouse's mobile performance, median of `runs`, each a cold first visit as an outside run
 * measures it: Lighthouse's default settings (the CLI's: mobile, simulated throttling), a browser
 * started for the run on an empty profile, and `beforeEachRun` (the bench starts a new server
 * process there, so no earlier visit has warmed it). With `login` (a login's value) the page is
 * measured as that signed-in member (`signInInBrowser`).
 */
export async function runLighthouse(url, runs = 3, { login, beforeEachRun } = {}) {
  const { default: lighthouse, navigation } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  let settings;
  // A run whose trace could not be recorded measured nothing: it is reported and run again
  // (a few times at most) rather than counted as a score of 0.
  for (let attempt = 1; results.length < runs && attempt <= runs + 3; attempt++) {
    await beforeEachRun?.();
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
    try {
      const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const result = login
        ? await navigationSignedIn(navigation, chrome.port, url, login, flags)
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
        fcp: audits['first-contentful-paint'].numericValue,
        ttfb: audits['server-response-time'].numericValue,
        mainThreadOnCpu: mainThreadOnCpu(result.artifacts.Trace),
      });
      settings ??= describeSettings(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  if (results.length === 0) throw new Error('Lighthouse could not measure the page in any attempt');
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return {
    runs: results,
    score: median('score'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    fcp: median('fcp'),
    ttfb: median('ttfb'),
    mainThreadOnCpu: median('mainThreadOnCpu'),
    settings,
  };
}

/** The settings a run was measured with, to show they are Lighthouse's defaults (its CLI's). */
function describeSettings(lhr) {
  const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
  return (
    `Lighthouse ${lhr.lighthouseVersion}, ${formFactor}, ${throttlingMethod} throttling: CPU ×${throttling.cpuSlowdownMultiplier}, ` +
    `${throttling.rttMs} ms RTT, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbps; ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chrome'}`
  );
}

/**
 * How much of the page's main-thread task time the thread was actually on a CPU (its thread
 * time against wall time). Simulated throttling multiplies each task's wall time by 4 to get
 * TBT, so a renderer waiting for a busy machine's cores reads as a slow page: a low share marks
 * a run whose TBT measured the machine, not the page.
 */
function mainThreadOnCpu(trace) {
  const events = trace?.traceEvents ?? [];
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const wallByThread = new Map();
  const cpuByThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mainThreads.has(thread) || e.tdur === undefined) continue;
    wallByThread.set(thread, (wallByThread.get(thread) ?? 0) + e.dur);
    cpuByThread.set(thread, (cpuByThread.get(thread) ?? 0) + e.tdur);
  }
  const [busiest] = [...wallByThread].sort((a, b) => b[1] - a[1]);
  return busiest ? cpuByThread.get(busiest[0]) / busiest[1] : Number.NaN;
}

/**
 * Everything the bench knows of how the app keeps a member signed in: the session record it
 * reads from session storage (src/lib/session.ts, SESSION_KEY) and the member cookie it mirrors
 * for the server (contract/domain.ts, SIGNED_IN_COOKIE). When the app's session marker changes, this
 * is the one place to follow it. The record is written before any of the page's scripts run, on
 * every document, since Lighthouse opens about:blank between its steps.
 */
async function signInInBrowser(page, origin, login) {
  await page.setCookie({ name: 'tala_member', value: 'member', url: origin });
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
        // about:blank has no storage of its own.
      }
    },
    'MC_SESSION_INFO',
    record,
  );
}

async function navigationSignedIn(navigation, port, url, login, flags) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await signInInBrowser(page, new URL(url).origin, login);
    return await navigation(page, url, { flags });
  } finally {
    await browser.disconnect();
  }
}

/**
 * Time to the first byte of each page's HTML, a new connection per request as a first visit
 * opens one, one request at a time, the pages taken in turn for `seconds`. With `load` the
 * platform is kept busy meanwhile (`loadPlatform`), so the HTML waits behind the calls a crowd of
 * players makes.
 */
export async function measureHtmlTtfb(baseUrl, pages, { seconds = 15, load = false } = {}) {
  const loading = load ? loadPlatform(baseUrl, seconds + 4) : null;
  try {
    if (loading) await new Promise((resolve) => setTimeout(resolve, 2000));
    const times = new Map(pages.map((page) => [page, []]));
    const until = Date.now() + seconds * 1000;
    for (let turn = 0; Date.now() < until; turn++) {
      const page = pages[turn % pages.length];
      times.get(page).push(await firstByte(`${baseUrl}${page}`));
    }
    return pages.map((page) => {
      const sorted = times.get(page).sort((a, b) => a - b);
      const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
      return { page, requests: sorted.length, p50: at(0.5), p99: at(0.99) };
    });
  } finally {
    await loading?.stop();
  }
}

/** A browser's request for a page's HTML; resolves with the milliseconds until the answer's first byte. */
function firstByte(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(
      url,
      {
        agent: false,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip', 'accept-language': 'en-PH,en;q=0.9' },
      },
      (response) => {
        // The status line and headers are the answer's first bytes.
        resolve(performance.now() - started);
        response.resume();
      },
    );
    request.on('error', reject);
  });
}

/**
 * The bench's load on the platform (as `npm run bench -- server` makes it): 50 connections
 * asking for the game list and the site info, in processes of their own so the timing client's
 * event loop is not the one kept busy.
 */
function loadPlatform(baseUrl, seconds) {
  const targets = [
    `${baseUrl}/lgw/games/mobile?gameType=RNG&pageNo=2&pageSize=36&language=EN`,
    `${baseUrl}/wps/system/siteInfo?language=EN`,
  ];
  const children = targets.map((url) =>
    spawn(process.execPath, [AUTOCANNON_CLI, '--connections', '25', '--duration', String(seconds), '--no-progress', url], {
      stdio: 'ignore',
    }),
  );
  return {
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

const AUTOCANNON_CLI = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));

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
 * How soon after a first visit the service worker controls the page (and so serves the next
 * navigation offline), per route: milliseconds from navigation start until
 * `navigator.serviceWorker.controller` is set, on a cold browser profile, unthrottled, and with a
 * mobile network's latency and bandwidth. Null when it did not take control within 30 s.
 */
export async function measureServiceWorkerControl(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const controlledAt = async (path, network) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      if (network) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', network);
      }
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => globalThis.navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000, polling: 50 });
      return await page.evaluate(() => performance.now());
    } catch {
      return null;
    } finally {
      await context.close();
    }
  };
  const rows = [];
  try {
    for (const path of paths) {
      rows.push({ path, unthrottled: await controlledAt(path, null), mobileNetwork: await controlledAt(path, MOBILE_NETWORK) });
    }
  } finally {
    await browser.close();
  }
  return rows;
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
