import { expect, test } from '../support/test';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';

test('a section whose call fails shows the retry message, and retrying loads it from the server', async ({ page, request }) => {
  const content = await homeContent(request, 'TY');
  // Fault injection at the network boundary: the hot-games calls answer with a server error, both the
  // one Home's loader makes as the page opens and the one the page makes as it shows.
  await page.route(
    '**/wps/relay/hotGames**',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, errorCode: 'system.error', message: 'Unknown error' }),
      }),
    { times: 2 },
  );
  // Home drawn by the app itself (the server renders a Home opened from an address with its data already in).
  await page.goto('/m/login');
  await page.getByRole('button', { name: text('ty', 'shell', 'header.back') }).click();
  await closePopups(page, 'ty', content.popups.length);
  const hot = page.getByTestId('section-hot');
  const retry = hot.getByRole('button', { name: text('ty', 'errors', 'loadFailed') });
  await expect(retry).toBeVisible();
  // The rest of Home is unaffected.
  await page.getByTestId('section-JILI').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('section-JILI').getByRole('button', { name: content.rows.JILI[0]!.gameName }).first()).toBeVisible();

  await retry.click();
  await expect(retry).toBeHidden();
  await expect(hot.getByRole('button', { name: content.hot[0]!.gameName }).first()).toBeVisible();
});
