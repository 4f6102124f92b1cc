import type { Page } from '@playwright/test';

/**
 * A slow network: the app's start-up arrives well after the server's page is on screen. Until the
 * returned release is called, the page stays as the server drew it, not taken over.
 */
export async function holdStartUp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-up-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
