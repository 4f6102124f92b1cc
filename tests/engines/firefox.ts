import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { VIEWPORT, type Engine } from './engine';

export const FIREFOX = '/usr/bin/firefox-esr';

/** Debian's Firefox ESR over WebDriver BiDi, headless, in a fresh profile. */
export async function launchFirefox(baseUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
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
