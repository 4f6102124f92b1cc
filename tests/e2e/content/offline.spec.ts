import { openHome } from '../support/home';
import { expect, test } from '../support/test';
import { notices, promotions, t } from './support';

test.use({ serviceWorkers: 'allow' });

test('promotions and announcements once visited open offline from the saved copy, and say so', async ({ page, context, request }) => {
  await openHome(page, request, 'TY');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const data = await promotions(request, 'TY');
  const list = await notices(request, null, 'TY');

  await page.goto('/m/activity');
  await expect(page.locator('.promo-list > li')).toHaveCount(data.promotion.length);
  // The cover art of the promotions seen is kept by the service worker.
  await expect(page.locator('.promo-item__cover').first()).toHaveJSProperty('complete', true);
  await page.goto('/m/notice');
  await expect(page.locator('.notice-list > li')).toHaveCount(list.length);

  await context.setOffline(true);
  await page.goto('/m/activity');
  await expect(page.getByText(t('ty', 'savedCopy'))).toBeVisible();
  await expect(page.locator('.promo-list > li')).toHaveCount(data.promotion.length);
  await expect
    .poll(() =>
      page
        .locator('.promo-item__cover')
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath('activity-offline-ty.png') });

  await page.goto('/m/notice');
  await expect(page.getByText(t('ty', 'savedCopy'))).toBeVisible();
  await expect(page.locator('.notice-list > li').first()).toContainText(list[0]!.title);
  await context.setOffline(false);
});
