import { expect, test } from '../support/test';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';

test('maintenance shows the blocking maintenance page, in TY', async ({ page, site }) => {
  await site({ maintenance: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.maintenanceTitle') })).toBeVisible();
  await expect(page.getByRole('contentinfo').or(page.getByRole('navigation', { name: text('ty', 'shell', 'footer.label') }))).toHaveCount(
    0,
  );
});

test('maintenance wins when the region is restricted as well', async ({ page, site }) => {
  await site({ maintenance: true, regionRestriction: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.maintenanceTitle') })).toBeVisible();
});

test('a restricted region shows the access-restricted page; trying again after it lifts opens Home', async ({ page, site, request }) => {
  await site({ regionRestriction: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.regionTitle') })).toBeVisible();

  await request.post('/dev/site', { data: { regionRestriction: false } });
  await page.getByRole('button', { name: text('ty', 'shell', 'system.tryAgain') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.regionTitle') })).toBeHidden();
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
});

test('a player already in the app when maintenance begins gets the maintenance page at the next call', async ({ page, site, request }) => {
  const content = await homeContent(request, 'TY');
  await page.goto('/m/home');
  await closePopups(page, 'ty', content.popups.length);
  await site({ maintenance: true });
  await page
    .getByRole('navigation', { name: text('ty', 'shell', 'footer.label') })
    .getByRole('link', { name: text('ty', 'shell', 'footer.promotion') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.maintenanceTitle') })).toBeVisible();
});
