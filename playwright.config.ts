import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, platformUrl } from './tests/e2e/support/platforms';

/** End-to-end tests run in Debian's Chromium against the production build served by the real platform server. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Files are shared out among the workers; the tests of one file run in order, in one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A limit for a test that hangs, not a speed check: on a slow shared machine a sign-in walk with its accessibility scans takes a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: platformUrl(0),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    serviceWorkers: 'block',
    // A failed test keeps its trace (actions, network, the page's DOM at each step); without the screencast, whose
    // frames cost the browser a steady share of a core for every test that passes.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `${platformUrl(slot)}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: new URL(platformUrl(slot)).port },
  })),
});
