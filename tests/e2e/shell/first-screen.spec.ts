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

test('a shared promotions link paints the first promotion before scripts run', async ({ page, request }) => {
  type Promotion = { title: string; announcementImages: Array<{ sequence: number; url: string }> };
  const answer = await request.get('/wps/announcement/list?types=Promotion&language=TY');
  const [first] = ((await answer.json()) as { value: { promotion: Promotion[] } }).value.promotion;
  await page.goto('/m/activity');
  await expect(page.getByText(first!.title)).toBeVisible();
  const cover = first!.announcementImages.find((image) => image.sequence === 1)!.url;
  await expect(page.locator(`img[src="${cover}"]`)).toBeVisible();
});
