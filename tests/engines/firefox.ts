import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { VIEWPORT, type Engine } from './engine';

export const FIREFOX = '/usr/bin/firefox-esr';
const LINK_ERROR = 'preload failed: ';

/** Debian's Firefox ESR over WebDriver BiDi, headless, in a fresh profile. */
export async function launchFirefox(baseUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // A preload that fails (a page hint, a start-up stage) fires an error event on its link, not a script error.
  await page.evaluateOnNewDocument((marker: string) => {
    addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLLinkElement)
          console.error(`${marker}${event.target.rel} ${event.target.href} on ${location.pathname}`);
      },
      true,
    );
  }, LINK_ERROR);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(LINK_ERROR)) errors.push(message.text());
  });
  return {
    name: 'firefox',
    open: async (path) => {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    // Evaluated by the browser itself: the page's script policy, which forbids eval, does not apply.
    run: async <T>(body: string, args: readonly unknown[] = []) =>
      (await page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`)) as T,
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    screenshot: async (file) => {
      writeFileSync(file, await page.screenshot());
    },
    pageErrors: () => errors,
    close: () => browser.close(),
  };
}
