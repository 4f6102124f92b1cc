import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { t, useLanguage, type Lang } from './support';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_FACEBOOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21B74 [FBAN/FBIOS;FBAV/442.0.0.38.109]';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const ANDROID_OPERA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 OPR/82.0.4342.79';

/** The browser offers installing, as Chromium does on Android once the app may be installed; its prompt notes that it was used. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<unknown>;
    };
    event.prompt = async () => {
      (window as { installPrompted?: boolean }).installPrompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
}

const install = (language: Lang, key: string) => text(language, 'install', key);

const installPrompted = (page: Page) => page.evaluate(() => (window as { installPrompted?: boolean }).installPrompted);

test.describe('iPhone in Safari', () => {
  test.use({ userAgent: IOS_SAFARI });
  for (const language of ['en', 'ty'] as const satisfies Lang[]) {
    test(`shows the illustrated Share → Add to Home Screen → Add steps and the older-iOS tips (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/m/download');
      await expect(page.getByRole('heading', { name: t(language, 'download.ios.title') })).toBeVisible();
      for (const key of ['download.ios.share', 'download.ios.addToHome', 'download.ios.confirm']) {
        await expect(page.getByRole('img', { name: t(language, key) })).toBeVisible();
      }
      await page.getByText(t(language, 'download.older.title')).click();
      await expect(page.getByRole('heading', { name: t(language, 'download.older.ios11Title') })).toBeVisible();
      await expect(page.getByRole('heading', { name: t(language, 'download.older.ios12Title') })).toBeVisible();
      await expect(page.getByRole('button', { name: install(language, 'prompt.install') })).toHaveCount(0);
      // The site info's channels are listed.
      await expect(page.getByRole('link', { name: 'Telegram', exact: true })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`download-ios-${language}.png`), fullPage: true });
    });
  }
});

test.describe('iPhone in the Facebook app', () => {
  test.use({ userAgent: IOS_FACEBOOK });
  test('says Add to Home Screen is not there, copies the link and shows how to open Safari', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useLanguage(page, 'en');
    await page.goto('/m/download');
    await expect(page.getByRole('heading', { name: t('en', 'download.inApp.title', { app: 'Facebook' }) })).toBeVisible();
    await expect(page.getByRole('img', { name: t('en', 'download.inApp.openInSafari') })).toBeVisible();
    await page.getByRole('button', { name: t('en', 'download.copyLink') }).click();
    await expect(page.getByText(t('en', 'download.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/m\/download$/);
    await page.screenshot({ path: test.info().outputPath('download-in-app-en.png'), fullPage: true });
  });
});

test.describe('Chrome on iPhone', () => {
  test.use({ userAgent: IOS_CHROME });
  test('shows Chrome’s own share-menu steps', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/m/download');
    await expect(page.getByRole('heading', { name: t('en', 'download.chrome.title') })).toBeVisible();
    await expect(page.getByRole('img', { name: t('en', 'download.chrome.share') })).toBeVisible();
  });
});

test.describe('Android in Chrome', () => {
  test.use({ userAgent: ANDROID_CHROME });
  test('shows the menu steps, and once the browser offers to install, an Install button that uses it without moving the steps', async ({
    page,
  }) => {
    await useLanguage(page, 'ty');
    await page.goto('/m/download');
    const menuStep = page.getByRole('img', { name: t('ty', 'download.android.menu') });
    await expect(menuStep).toBeVisible();
    const before = await menuStep.boundingBox();
    await offerInstall(page);
    const installButton = page.getByRole('button', { name: install('ty', 'prompt.install') });
    await expect(installButton).toBeVisible();
    // The offer floats above the footer: the guide the player is reading stays where it was.
    expect(await menuStep.boundingBox()).toEqual(before);
    await expect(page.getByRole('img', { name: t('ty', 'download.android.installItem') })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('download-android-ty.png') });
    await installButton.click();
    await expect.poll(() => installPrompted(page)).toBe(true);
    // The browser's offer is used once: the button goes with it.
    await expect(installButton).toHaveCount(0);
  });

  test('lets the install offer be put away, leaving the steps', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/m/download');
    await expect(page.getByRole('img', { name: t('en', 'download.android.menu') })).toBeVisible();
    await offerInstall(page);
    await page.getByRole('button', { name: install('en', 'prompt.notNow') }).click();
    await expect(page.getByRole('button', { name: install('en', 'prompt.install') })).toHaveCount(0);
    await expect(page.getByRole('img', { name: t('en', 'download.android.menu') })).toBeVisible();
  });
});

test.describe('Android in Firefox', () => {
  test.use({ userAgent: ANDROID_FIREFOX });
  for (const language of ['en', 'ty'] as const satisfies Lang[]) {
    test(`shows Firefox’s own menu steps, not Chrome’s (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/m/download');
      await expect(page.getByRole('img', { name: t(language, 'download.firefox.menu') })).toBeVisible();
      await expect(page.getByRole('img', { name: t(language, 'download.firefox.add') })).toBeVisible();
      await expect(page.getByRole('img', { name: t(language, 'download.android.menu') })).toHaveCount(0);
    });
  }
});

test.describe('Android in another browser', () => {
  test.use({ userAgent: ANDROID_OPERA });
  test('shows the general menu steps and offers the link to open in Chrome', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useLanguage(page, 'en');
    await page.goto('/m/download');
    await expect(page.getByRole('img', { name: t('en', 'download.otherBrowser.menu') })).toBeVisible();
    await expect(page.getByText(t('en', 'download.otherBrowser.chrome'))).toBeVisible();
    await expect(page.getByRole('img', { name: t('en', 'download.android.menu') })).toHaveCount(0);
    await page.getByRole('button', { name: t('en', 'download.copyLink') }).click();
    await expect(page.getByText(t('en', 'download.copied'))).toBeVisible();
  });
});

test.describe('installed app', () => {
  test.use({ userAgent: ANDROID_CHROME });
  test('shows the installed state, no install prompt, and Home has no download bar', async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    await useLanguage(page, 'en');
    await page.goto('/m/download');
    await expect(page.getByRole('heading', { name: t('en', 'download.installed.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: install('en', 'prompt.install') })).toHaveCount(0);
    await page.getByRole('link', { name: t('en', 'download.installed.home') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('.download-bar')).toHaveCount(0);
  });
});

const IOS_12_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

/** A device that has visited once before: this browser session is its second visit. */
async function secondVisit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('tala.visitCounted') && !localStorage.getItem('tala.visits')) localStorage.setItem('tala.visits', '1');
  });
}

test.describe('the add-to-home prompt in Safari on iPhone', () => {
  test.use({ userAgent: IOS_SAFARI });
  for (const language of ['en', 'ty'] as const satisfies Lang[]) {
    test(`is offered once, from the second visit, away from Home, and leads to the guide (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await secondVisit(page);
      const prompt = page.getByRole('dialog', { name: install(language, 'prompt.title') });
      await page.goto('/m/home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(prompt).toHaveCount(0);
      await page.goto('/m/activity');
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText(install(language, 'prompt.iosSteps'));
      await page.screenshot({ path: test.info().outputPath(`add-to-home-${language}.png`) });
      await prompt.getByRole('link', { name: install(language, 'prompt.guide') }).click();
      await expect(page).toHaveURL(/\/m\/download$/);
      await expect(prompt).toHaveCount(0);
      // Once: not on the next page, nor after a reload.
      await page.goto('/m/notice');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(prompt).toHaveCount(0);
    });
  }

  test('is not offered on a first visit', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/m/activity');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.goto('/m/notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: install('en', 'prompt.title') })).toHaveCount(0);
  });
});

test.describe('the add-to-home prompt on an older iPhone', () => {
  test.use({ userAgent: IOS_12_SAFARI });
  test('shows the tips for iOS 11 and 12.0–12.1, and goes away on Not now', async ({ page }) => {
    await useLanguage(page, 'en');
    await secondVisit(page);
    await page.goto('/m/activity');
    const prompt = page.getByRole('dialog', { name: install('en', 'prompt.title') });
    await expect(prompt.getByRole('heading', { name: t('en', 'download.older.ios12Title') })).toBeVisible();
    await prompt.getByRole('button', { name: install('en', 'prompt.notNow') }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(prompt).toHaveCount(0);
  });
});

test.describe('the add-to-home prompt in Chrome on Android', () => {
  test.use({ userAgent: ANDROID_CHROME });
  test('waits for the browser to offer installing, then installs through it', async ({ page }) => {
    await useLanguage(page, 'ty');
    await secondVisit(page);
    await page.goto('/m/activity');
    const prompt = page.getByRole('dialog', { name: install('ty', 'prompt.title') });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(prompt).toHaveCount(0);
    await offerInstall(page);
    await prompt.getByRole('button', { name: install('ty', 'prompt.install') }).click();
    await expect.poll(() => installPrompted(page)).toBe(true);
    await expect(prompt).toHaveCount(0);
  });
});

test.describe('before any script runs', () => {
  // A shared download link on a slow link: the guide for the phone is on the page the server sent.
  test.use({ javaScriptEnabled: false });
  for (const [phone, userAgent, title] of [
    ['an iPhone in Safari', IOS_SAFARI, 'download.ios.title'],
    ['an Android phone in Chrome', ANDROID_CHROME, 'download.android.title'],
  ] as const) {
    test.describe(phone, () => {
      test.use({ userAgent });
      test(`shows the install guide for ${phone}, in the player’s language`, async ({ page }) => {
        await page.goto('/m/download');
        await expect(page.getByRole('heading', { name: t('ty', title) })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Telegram', exact: true })).toBeVisible();
      });
    });
  }
});
