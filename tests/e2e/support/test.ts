import { test as base, expect, type Page } from '@playwright/test';
import { describeViolations, PageWatch, scanForViolations, type Violation } from './accessibility';
import { platformUrl } from './platforms';
import { setSite, type SiteSwitches } from './site';

/**
 * The `test` every e2e spec uses:
 * - `baseURL` is the platform of the test's worker (each worker has its own server and database);
 * - `page` is watched for accessibility: each app page the test settles on is scanned with axe,
 *   and the test fails listing any serious or critical WCAG 2.2 AA violation;
 * - `site`: `await site({ maintenance: true })` flips site switches, restored when the test ends.
 */
export const test = base.extend<{ site: (switches: SiteSwitches) => Promise<void> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, provide, testInfo) => provide(platformUrl(testInfo.parallelIndex)),
  page: async ({ page, baseURL, javaScriptEnabled }, provide, testInfo) => {
    // axe runs as a script in the page: a test of what shows before scripts run cannot be scanned.
    if (!javaScriptEnabled) return provide(page);
    waitForTakeover(page);
    const watch = new PageWatch(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
    await provide(page);
    const problems = await watch.finish(testInfo);
    if (problems) throw new Error(problems);
  },
  site: async ({ request }, provide) => {
    const restores: Array<() => Promise<void>> = [];
    await provide(async (switches) => {
      restores.push(await setSite(request, switches));
    });
    for (const restore of restores.reverse()) await restore();
  },
});

/**
 * An app page the server rendered shows before the app has taken it over, and a tap on it then does
 * nothing: a test opening an app page goes on once the app has taken over (`data-app` on the page),
 * as a player does once the page answers. A test that asks for the page's first moment
 * (`waitUntil: 'commit'`) is not held.
 */
function waitForTakeover(page: Page): void {
  const takenOver = async (waitUntil: string | undefined) => {
    if (waitUntil !== 'commit' && /^\/(m(\/|$)|$)/.test(new URL(page.url()).pathname))
      await page
        .locator('html[data-app="ready"]')
        .waitFor({ state: 'attached', timeout: 15_000 })
        .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await takenOver(options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await takenOver(options?.waitUntil);
    return response;
  };
}

/** The serious and critical WCAG 2.2 AA violations of the page as it is now. */
export function accessibilityViolations(page: Page): Promise<Violation[]> {
  return PageWatch.of(page)?.scanNow() ?? scanForViolations(page);
}

export { describeViolations, type Violation };

export { expect };
