import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { openAsAgent, useLanguage, type Language } from './support';

for (const language of ['en', 'ty'] as Language[]) {
  const t = (key: string) => text(language, 'agent', key);

  test(`an agent opens the invite modal from agent home: code, link, QR code, and the way to the agency centre (${language.toUpperCase()})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await openAsAgent(page, '/m/agent/home');
    const opener = page.getByRole('button', { name: t('invite.title') });
    await opener.click();
    const modal = page.getByRole('dialog', { name: t('invite.title') });
    await expect(modal.getByText('AGENT01', { exact: true })).toBeVisible();
    await expect(modal.getByText(/\/m\/register/)).toBeVisible();
    await expect(modal.getByRole('img', { name: t('invite.qr') })).toBeVisible();
    await expect(modal.getByRole('button', { name: t('invite.copyLink') })).toBeVisible();

    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await modal.getByRole('link', { name: t('home.centre') }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: t('invite.title') }).getByText('AGENT01', { exact: true })).toBeVisible();
  });
}
