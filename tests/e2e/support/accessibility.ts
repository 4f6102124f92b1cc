import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** WCAG 2.2 AA, as axe tags it: the A and AA rules of 2.0, 2.1 and 2.2. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Problems that shut a person out; minor and moderate findings are left to review. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** A page counts as settled once no request has been under way for this long (capped, for pages that keep polling). */
const QUIET_MS = 400;
const SETTLE_CAP_MS = 5_000;
const CONFIRM_AFTER_MS = 700;

export interface Violation {
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Scans the page as it is now and returns its serious and critical WCAG 2.2 AA violations.
 * A finding is confirmed by a second scan a moment later: text caught mid-fade (a toast coming
 * or going, a page transition) is not the page's colour.
 */
export async function scanForViolations(page: Page): Promise<Violation[]> {
  const first = await scanOnce(page);
  if (first.length === 0) return first;
  await new Promise((resolve) => setTimeout(resolve, CONFIRM_AFTER_MS));
  const again = await scanOnce(page);
  const seen = new Set(first.flatMap((v) => v.targets.map((target) => `${v.rule} ${target}`)));
  return again
    .map((v) => ({ ...v, targets: v.targets.filter((target) => seen.has(`${v.rule} ${target}`)) }))
    .filter((v) => v.targets.length > 0);
}

async function scanOnce(page: Page): Promise<Violation[]> {
  const path = new URL(page.url()).pathname;
  // Text halfway through a fade-in would be reported for its contrast: let finite animations finish first.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      null,
      {
        timeout: 2_000,
      },
    )
    .catch(() => undefined);
  // Rows the browser skips until they near the screen (content-visibility: auto) are scanned as the player meets them,
  // laid out: otherwise whether the first skipped row is measured or taken for covered depends on when the browser last
  // looked at the scroll position.
  const laidOut = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    // Same-origin frames only, and no extra blank page opened in the test's browser context.
    .setLegacyMode(true)
    .analyze()
    .finally(() => laidOut.evaluate((style) => (style as Element).remove()).catch(() => undefined));
  const violations = [];
  for (const violation of results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))) {
    const nodes = [];
    for (const node of violation.nodes) if (!(await onlyUnderFixedBars(page, node))) nodes.push(node);
    if (nodes.length === 0) continue;
    violations.push({
      path,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: nodes.map((node) => node.target.map(String).join(' ')),
    });
  }
  return violations;
}

/**
 * A target of full size that is only partly covered by the fixed header or footer bar because of
 * where the page happens to be scrolled: the player scrolls it clear, so it is not a size problem.
 */
async function onlyUnderFixedBars(page: Page, node: NodeResult): Promise<boolean> {
  const obscured = [...node.any, ...node.all, ...node.none].find(
    (check) =>
      check.id === 'target-size' && String((check.data as { messageKey?: string } | null)?.messageKey).startsWith('partiallyObscured'),
  );
  if (!obscured || obscured.relatedNodes === undefined || obscured.relatedNodes.length === 0) return false;
  const coverSelectors = obscured.relatedNodes.map((related) => related.target.map(String).join(' '));
  return page.evaluate((selectors) => {
    const insideFixedBar = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
      return false;
    };
    return selectors.every((selector) => insideFixedBar(document.querySelector(selector)));
  }, coverSelectors);
}

function interruptedByNavigation(error: unknown): boolean {
  return /Execution context was destroyed|navigation|Target page, context or browser has been closed/i.test(String(error));
}

export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => `${v.path}: ${v.rule} (${v.impact}) ${v.help}\n${v.targets.map((target) => `    ${target}`).join('\n')}`)
    .join('\n');
}

const watches = new WeakMap<Page, PageWatch>();

/**
 * The states the run has already scanned in the background: a page is scanned once per address, language,
 * theme, kind of player and open dialogs, not again by every test that passes through it (the suite runs
 * in one worker per platform, so this is that worker's whole share of the run). Explicit scans (`scanNow`) always scan.
 */
const scannedStates = new Set<string>();

function stateOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const player = /(?:^|; )tala_member=([^;]*)/.exec(document.cookie)?.[1] ?? 'visitor';
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
      .filter((dialog) => dialog.checkVisibility())
      .map((dialog) => {
        const labelledBy = dialog.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
        return dialog.getAttribute('aria-label') ?? label ?? 'dialog';
      })
      .sort();
    return [location.pathname + location.search, root.lang, root.dataset.theme ?? 'dark', player, ...dialogs].join(' | ');
  });
}

/**
 * Watches one test page: every app page it settles on is scanned once (by URL path), in the
 * background while the test goes on, and once more at the end of the test for where it stopped.
 */
export class PageWatch {
  private readonly scanned = new Set<string>();
  private readonly violations: Violation[] = [];
  private readonly failures: string[] = [];
  private queue: Promise<void> = Promise.resolve();
  private requestsUnderWay = 0;
  private lastRequestAt = Date.now();
  /** Set while the test is about to leave the page: the scan of where it is goes ahead without waiting for quiet. */
  private leaving = false;

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {
    watches.set(page, this);
    page.on('request', () => {
      this.requestsUnderWay += 1;
      this.lastRequestAt = Date.now();
    });
    const done = () => {
      this.requestsUnderWay = Math.max(0, this.requestsUnderWay - 1);
      this.lastRequestAt = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.queue = this.queue.then(() => this.scanOnceSettled(page.url()));
    });
    // A test that moves on with `goto` or `reload` before the page went quiet still gets the page it leaves scanned.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      await this.scanBeforeLeaving();
      return goto(...args);
    };
    page.reload = async (...args) => {
      await this.scanBeforeLeaving();
      return reload(...args);
    };
  }

  static of(page: Page): PageWatch | undefined {
    return watches.get(page);
  }

  /**
   * Resolves once the background scans under way are done. axe holds the page's main thread while it scans, so
   * what the page does next (a popup waiting for an idle moment) waits for it too: on a slow machine, for seconds.
   */
  scansDone(): Promise<void> {
    return this.queue;
  }

  /** Scans now, after any background scan under way (axe runs one scan at a time in a page). */
  scanNow(): Promise<Violation[]> {
    // The test scans this path itself: a background scan of it still waiting for the page to settle is not needed.
    if (this.isAppPage(this.page.url())) this.scanned.add(new URL(this.page.url()).pathname);
    const scan = this.queue.then(() => scanForViolations(this.page));
    this.queue = scan.then(
      () => undefined,
      () => undefined,
    );
    return scan;
  }

  /** Waits for the background scans, scans where the test stopped, and lists what was found. */
  async finish(testInfo: TestInfo): Promise<string | null> {
    await this.queue;
    if (testInfo.status !== testInfo.expectedStatus) return null;
    if (!this.page.isClosed()) await this.scanOnceSettled(this.page.url(), true);
    if (this.failures.length > 0) return `Accessibility scan failed:\n${this.failures.join('\n')}`;
    if (this.violations.length === 0) return null;
    return `Serious or critical WCAG 2.2 AA violations on the pages this test visited:\n${describeViolations(this.violations)}`;
  }

  private async scanBeforeLeaving(): Promise<void> {
    if (this.page.isClosed()) return;
    const url = this.page.url();
    this.leaving = true;
    this.queue = this.queue.then(() => this.scanOnceSettled(url, true));
    await this.queue;
    this.leaving = false;
  }

  /** The app's pages; the development tools' own (the stand-in identity provider's sign-in) are not the app's. */
  private isAppPage(url: string): boolean {
    return url.startsWith(this.origin) && !new URL(url).pathname.startsWith('/dev/');
  }

  private async settled(url: string): Promise<boolean> {
    const start = Date.now();
    while (Date.now() - start < SETTLE_CAP_MS) {
      if (this.page.isClosed() || this.page.url() !== url) return false;
      const quiet = this.leaving || (this.requestsUnderWay === 0 && Date.now() - this.lastRequestAt >= QUIET_MS);
      if (quiet && (await this.drawn())) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return !this.page.isClosed() && this.page.url() === url && (await this.drawn());
  }

  /**
   * The address changes as soon as a link is followed, while the page being left stays on screen until the next
   * one's data is in: what is on screen is only this address's page once the app has drawn it.
   */
  private drawn(): Promise<boolean> {
    return this.page
      .evaluate(() => {
        const page = document.querySelector<HTMLElement>('#main > .page');
        return page === null || page.dataset.path === location.pathname;
      })
      .catch(() => false);
  }

  private async scanOnceSettled(url: string, atTop = false): Promise<void> {
    if (!this.isAppPage(url)) return;
    const path = new URL(url).pathname;
    if (this.scanned.has(path)) return;
    // A page the test left before it settled is not scanned here; the next page gets its own turn.
    if (!(await this.settled(url)) || this.scanned.has(path)) return;
    try {
      const state = await stateOf(this.page);
      if (scannedStates.has(state)) {
        this.scanned.add(path);
        return;
      }
      // Where the test scrolled, the fixed header and footer cover parts of the page; a page being left is read from its top.
      if (atTop) await this.page.evaluate(() => window.scrollTo(0, 0));
      const found = await scanForViolations(this.page);
      this.scanned.add(path);
      scannedStates.add(state);
      this.violations.push(...found);
    } catch (error) {
      // Navigating away or closing during a scan interrupts it (even a navigation that comes back to the same address,
      // as a sign-in through a provider does); any other error means the scan itself is broken.
      if (!this.page.isClosed() && this.page.url() === url && !interruptedByNavigation(error))
        this.failures.push(`${path}: ${String(error)}`);
    }
  }
}
