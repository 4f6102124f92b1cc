import { expect, test } from '../support/test';
import { homeContent } from '../support/home';

// What a player on a slow link sees before any script has arrived.
test.use({ javaScriptEnabled: false });

test('Home paints its first banner before scripts run, in the language the player last chose', async ({ page, context, request }) => {
  const ty = await homeContent(request, 'TY');
  await page.goto('/m/home');
  await expect(page.getByRole('img', { name: ty.banners[0]!.title })).toBeVisible();

  // The app mirrors the player's language choice into this cookie.
  const { origin } = new URL(page.url());
  await context.addCookies([{ name: 'tala_lang', value: 'EN', url: origin }]);
  const en = await homeContent(request, 'EN');
  await page.goto('/m');
  await expect(page.getByRole('img', { name: en.banners[0]!.title })).toBeVisible();
});
