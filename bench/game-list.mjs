/* global window, document, localStorage, requestAnimationFrame -- the functions handed to page.evaluate run in the browser. */
// Game list smoothness: load every game into the provider page's list (all providers),
// then scroll it to the end at 4x CPU slowdown in Chromium and report the page's element
// count, the longest main-thread task while scrolling, and the share of slow frames.
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const TARGET_GAMES = 2000;
/** A frame is slow when it took longer than one 60 Hz interval; a little timer jitter is allowed for. */
const FRAME_MS = 16.7;
const FRAME_JITTER_MS = 2;
const SCROLL_STEP_PX = 60;

export async function benchGameList(baseUrl) {
  // Every category on, so the list holds the whole catalogue.
  const switches = await fetch(`${baseUrl}/dev/site`)
    .then((r) => r.json())
    .catch(() => null);
  if (switches?.value) {
    await fetch(`${baseUrl}/dev/site`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        enabledGameTypes: ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'],
      }),
    });
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(() => localStorage.setItem('tala.language', 'EN'));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/provider`);
    const grid = page.locator('.game-grid');
    await grid.waitFor();

    const games = await loadEverything(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const trace = await startTrace(cdp);
    const frames = await page.evaluate(scrollToEnd, SCROLL_STEP_PX);
    const events = await trace.stop();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const slow = frames.filter((gap) => gap > FRAME_MS + FRAME_JITTER_MS).length;
    return {
      games,
      domElements,
      longestTaskMs: longestMainThreadTask(events),
      slowFrameShare: frames.length === 0 ? 1 : slow / frames.length,
      frames: frames.length,
    };
  } finally {
    await browser.close();
    if (switches?.value) {
      await fetch(`${baseUrl}/dev/site`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ enabledGameTypes: switches.value.enabledGameTypes }),
      }).catch(() => undefined);
    }
  }
}

/** Scrolls to the end of the list until it stops growing (the list loads a page at most once a second). */
async function loadEverything(page) {
  const count = () => page.locator('.game-grid').getAttribute('data-count').then(Number);
  let loaded = await count();
  let still = 0;
  while (loaded < TARGET_GAMES && still < 4) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(700);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(700);
    const now = await count();
    still = now === loaded ? still + 1 : 0;
    loaded = now;
  }
  return loaded;
}

/** Runs in the page: scrolls down a step per frame to the bottom and answers the gaps between frames. */
function scrollToEnd(step) {
  return new Promise((resolve) => {
    const gaps = [];
    let last = performance.now();
    const tick = (now) => {
      gaps.push(now - last);
      last = now;
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom - 1) {
        resolve(gaps.slice(1));
        return;
      }
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        cdp.once('Tracing.tracingComplete', () => resolve(events));
        void cdp.send('Tracing.end');
      }),
  };
}

/** The longest task on the page's main thread (a RunTask slice of the renderer's main thread), in ms. */
function longestMainThreadTask(events) {
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  let longest = 0;
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'RunTask' && mainThreads.has(`${e.pid}:${e.tid}`)) longest = Math.max(longest, (e.dur ?? 0) / 1000);
  }
  return longest;
}
