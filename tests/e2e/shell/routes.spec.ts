import { arriveHome, expectLoggedIn, logInThroughForm, prepare, shell } from '../account/support';
import { closePopups, homeContent, scrollToHomeFoot } from '../support/home';
import { text } from '../support/locales';
import { expect, test } from '../support/test';

for (const path of [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/no-such-page',
  '/m/some/deep/unknown/path',
  '/no-such-page',
  '/games/unknown',
]) {
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
  // The provider strip stands still for a player who asked for less motion, so the first provider stays where the tap goes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  await closePopups(page, 'ty', content.popups.length);
  await scrollToHomeFoot(page);
  await page.getByTestId('section-providers').getByRole('link', { name: content.vendors[0]!.displayName }).click();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=/);
  await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'titles.provider'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: text('ty', 'shell', 'header.back') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test.describe('guards', () => {
  test.beforeEach(async ({ page }) => prepare(page));

  const logInDemo = async (page: Parameters<typeof prepare>[0]) => {
    await page.goto('/m/login');
    await logInThroughForm(page, 'demo', 'Demo1234');
    await arriveHome(page);
    await expectLoggedIn(page);
  };

  test('a visitor opening a member page logs in and comes back to it, search included', async ({ page }) => {
    await page.goto('/m/fav-games?dataType=RECENT');
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await logInThroughForm(page, 'demo', 'Demo1234');
    await expect(page).toHaveURL(/\/m\/fav-games\?dataType=RECENT$/);
    await expect(page.getByRole('heading', { level: 1, name: shell('titles.favGames') })).toBeVisible();
  });

  for (const hostile of ['//evil.example/m/home', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    test(`logging in with the hostile redirect ${hostile} ends on /m/home`, async ({ page }) => {
      await page.goto(`/m/login?redirect=${encodeURIComponent(hostile)}`);
      await logInThroughForm(page, 'demo', 'Demo1234');
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/m\/home$/);
    });
  }

  test('a member opening an agent page lands on /m/home and is told it is for agents', async ({ page }) => {
    await logInDemo(page);
    await page.goto('/m/agent/home');
    await arriveHome(page);
    await expect(page.getByRole('status').filter({ hasText: text('en', 'errors', 'codes.nonAgentLogin') })).toBeVisible();
  });

  test('a page whose whitelabel flag is off sends the member home', async ({ page, site }) => {
    await site({ whitelabel: { FEEDBACK3: false } });
    await logInDemo(page);
    await page.getByRole('button', { name: shell('header.more') }).click();
    await expect(page.getByRole('menuitem', { name: shell('menu.feedback') })).toHaveCount(0);
    await page.goto('/m/feedback');
    await arriveHome(page);
  });
});

test('a first visit of Home downloads no zod; a link tapped there opens its page with checked values', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const content = await homeContent(request, 'TY');
  // The provider strip stands still for a player who asked for less motion, so the first provider stays where the tap goes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  await expect(page.getByTestId('notice-marquee')).toContainText(content.notices[0]!.title);
  await closePopups(page, 'ty', content.popups.length);
  expect(scripts.filter((path) => /\/zod-/.test(path))).toEqual([]);

  await scrollToHomeFoot(page);
  await page.getByTestId('section-providers').getByRole('link', { name: content.vendors[0]!.displayName }).click();
  await expect(page).toHaveURL(new RegExp(`/m/provider\\?vassalage=${content.vendors[0]!.vassalage}$`));
  await expect(page.getByRole('combobox', { name: text('ty', 'lobby', 'provider.vendor') })).toHaveValue(content.vendors[0]!.vassalage);
});

test('a hand-edited search value falls back to the page’s default instead of breaking it', async ({ page }) => {
  const vendor = page.getByRole('combobox', { name: text('ty', 'lobby', 'provider.vendor') });
  await page.goto('/m/provider');
  await expect(vendor).toBeVisible();
  const byDefault = await vendor.inputValue();
  await page.goto('/m/provider?vassalage=%3Cscript%3E');
  await expect(vendor).toHaveValue(byDefault);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
