import { test as base, expect, type Page } from '@playwright/test';
import { describeViolations, PageWatch, scanForViolations, type Violation } from './accessibility';
import { setSite, type SiteSwitches } from './site';

/**
 * The `test` every e2e spec uses:
 * - `page` is watched for accessibility: each app page the test settles on is scanned with axe,
 *   and the test fails listing any serious or critical WCAG 2.2 AA violation;
 * - `site`: `await site({ maintenance: true })` flips site switches, restored when the test ends.
 */
export const test = base.extend<{ site: (switches: SiteSwitches) => Promise<void> }>({
  page: async ({ page, baseURL, javaScriptEnabled }, provide, testInfo) => {
    // axe runs as a script in the page: a test of what shows before scripts run cannot be scanned.
    if (!javaScriptEnabled) return provide(page);
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

/** The serious and critical WCAG 2.2 AA violations of the page as it is now. */
export function accessibilityViolations(page: Page): Promise<Violation[]> {
  return PageWatch.of(page)?.scanNow() ?? scanForViolations(page);
}

export { describeViolations, type Violation };

export { expect };
