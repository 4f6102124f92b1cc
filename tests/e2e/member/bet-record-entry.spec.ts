import { setSite } from '../support/site';
import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { m, registerMember, shell, signIn, type Language } from './support';

const lang = (language: Language) => (language === 'EN' ? 'en' : 'ty');

for (const language of ['EN', 'TY'] as const satisfies readonly Language[]) {
  test(`member page (${language}): the bet records entry logs a visitor in, opens the records, or names customer service when they are off`, async ({
    page,
  }) => {
    const name = m(language, 'shortcuts.betRecords');
    const who = await registerMember(page.request);

    const restore = await setSite(page.request, { whitelabel: { TRANSBETREPMEM3: false } });
    try {
      // A visitor goes to log in, whatever the switch.
      await page.addInitScript((code) => localStorage.setItem('tala.language', code), language);
      await page.goto('/m/mine');
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/login\?redirect=[^&]*gameRecord/);

      // With the bet records off, a member is asked to contact customer service and stays on the page.
      await signIn(page, language, who);
      await page.goto('/m/mine');
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: text(lang(language), 'errors', 'codes.contactService') })).toBeVisible();
      await expect(page).toHaveURL(/\/m\/mine$/);
    } finally {
      await restore();
    }

    // With them on, the entry opens the bet records.
    await page.reload();
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/m\/gameRecord/);
    await expect(page.getByRole('heading', { level: 1, name: shell(language, 'titles.betRecords') })).toBeVisible();
  });
}
