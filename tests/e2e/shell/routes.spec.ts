import { expect, test } from '../support/test';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';

for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/no-such-page', '/m/some/deep/unknown/path']) {
  test(`${path} lands on /m/home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: text('ty', 'shell', 'header.logo') })).toBeVisible();
  });
}

test('/m/register.html resolves to the register address', async ({ page }) => {
  await page.goto('/m/register.html');
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('/m/changePsw without a stored session lands on /m/home', async ({ page }) => {
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the side menu closes when a link in it navigates', async ({ page, request }) => {
  const content = await homeContent(request, 'TY');
  await page.goto('/m/home');
  await closePopups(page, 'ty', content.popups.length);
  await page.getByRole('button', { name: text('ty', 'shell', 'header.openMenu') }).click();
  const menu = page.getByRole('navigation', { name: text('ty', 'shell', 'menu.title') });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: text('ty', 'shell', 'vendors.JILI'), exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=JILI$/);
});

test('the back arrow of an inner page returns to where the player came from', async ({ page, request }) => {
  const content = await homeContent(request, 'TY');
  await page.goto('/m/home');
  await closePopups(page, 'ty', content.popups.length);
  await page.getByTestId('section-providers').getByRole('link', { name: content.vendors[0]!.displayName }).click();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=/);
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'titles.provider'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: text('ty', 'shell', 'header.back') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
