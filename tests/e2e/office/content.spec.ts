import { expect, test } from '../support/test';
import { useLanguage } from '../content/support';
import { newStaff, signInOffice } from './support';

test('a content editor publishes a promotion in English and Tagalog that the app shows, then unpublishes it', async ({ page, browser }) => {
  const editor = await newStaff(page.request, 'content');
  await signInOffice(page, editor);
  await page.getByRole('navigation', { name: 'Rooms' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await page.getByRole('link', { name: 'Promotions', exact: true }).click();
  await page.getByRole('button', { name: 'New entry' }).click();

  const title = `Payday Boost ${Date.now().toString(36)}`;
  const english = page.getByRole('group', { name: 'English' });
  await english.getByLabel('Title').fill(title);
  await english.getByLabel('Body (HTML)').fill('<h4>Payday</h4><p>Deposit on payday.</p><img src=x onerror="window.__pwned=1">');
  // The preview is what players will see: the heading and text, no handler.
  const preview = english.getByRole('region', { name: 'Preview (English)' });
  await expect(preview.getByRole('heading', { name: 'Payday' })).toBeVisible();
  await expect(preview.locator('[onerror]')).toHaveCount(0);
  const tagalog = page.getByRole('group', { name: 'Tagalog' });
  await tagalog.getByLabel('Title').fill(`${title} TY`);
  await tagalog.getByLabel('Body (HTML)').fill('<p>Magdeposito sa araw ng sahod.</p>');
  await page.getByLabel('Bonus promised').selectOption('RELOAD10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Shown now');

  // A player opens the promotions: the new one is listed in their language.
  const player = await browser.newPage();
  await useLanguage(player, 'en');
  await player.goto('/m/activity');
  await expect(player.locator('.promo-list > li').filter({ hasText: title })).toHaveCount(1);
  expect(await player.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  await row.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(row).toContainText('Unpublished');
  await player.reload();
  await expect(player.locator('.promo-list > li').first()).toBeVisible();
  await expect(player.locator('.promo-list > li').filter({ hasText: title })).toHaveCount(0);
  await player.close();
});
