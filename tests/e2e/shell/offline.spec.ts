import { expect, test } from '../support/test';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';

test.use({ serviceWorkers: 'allow' });

test('after one online visit, Home opens offline with its cached content and says "No Internet"', async ({ page, context, request }) => {
  const content = await homeContent(request, 'TY');
  await page.goto('/m/home');
  await closePopups(page, 'ty', content.popups.length);
  const firstHot = page.getByTestId('section-hot').getByRole('button', { name: content.hot[0]!.gameName }).first();
  await expect(firstHot).toBeVisible();
  // The service worker is installed and in charge of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByText(text('ty', 'errors', 'noInternet')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: text('ty', 'shell', 'header.logo') })).toBeVisible();
  await expect(page.getByTestId('notice-marquee')).toContainText(content.notices[0]!.title);
  await expect(page.getByTestId('section-hot').getByRole('button', { name: content.hot[0]!.gameName }).first()).toBeVisible();
  await page.getByTestId('section-JILI').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('section-JILI').getByRole('button', { name: content.rows.JILI[0]!.gameName }).first()).toBeVisible();
  await context.setOffline(false);
});
