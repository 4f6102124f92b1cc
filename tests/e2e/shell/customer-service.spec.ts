import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { openHome } from '../messaging/support';

for (const lang of ['en', 'ty'] as const)
  test.describe(`customer service (${lang})`, () => {
    const shell = (key: string) => text(lang, 'shell', key);

    test.beforeEach(async ({ page, context }) => {
      await page.addInitScript((language) => localStorage.setItem('tala.language', language), lang.toUpperCase());
      // WhatsApp is another site: its page is answered here, so the test stays on this machine.
      await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    });

    test(`the login page's customer service opens the live chat (${lang})`, async ({ page }) => {
      await page.goto('/m/login');
      const strip = page.getByRole('navigation', { name: text(lang, 'account', 'nav.label') });
      await strip.getByRole('link', { name: text(lang, 'account', 'nav.service') }).click();
      await expect(page).toHaveURL(/\/m\/chat$/);
      await expect(page.getByRole('heading', { level: 1, name: shell('titles.chat') })).toBeVisible();
    });

    test(`the floating service button opens WhatsApp in a new window and the live chat in the app (${lang})`, async ({ page }) => {
      await openHome(page, lang);
      await page.getByRole('button', { name: shell('service.title'), exact: true }).click();
      const list = page.getByRole('list', { name: shell('service.title') });
      const [whatsapp] = await Promise.all([page.waitForEvent('popup'), list.getByRole('link', { name: 'WhatsApp' }).click()]);
      await expect(whatsapp).toHaveURL(/^https:\/\/wa\.me\/\d+$/);
      await whatsapp.close();
      await expect(page).toHaveURL(/\/m\/home/);

      await page.getByRole('button', { name: shell('service.title'), exact: true }).click();
      await list.getByRole('link', { name: shell('service.liveChat') }).click();
      await expect(page.getByRole('heading', { level: 1, name: shell('titles.chat') })).toBeVisible();
    });
  });
