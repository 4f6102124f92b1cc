import { expect, test } from '../support/test';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';
import { gamePage, useEnglish } from './support';

const shell = (key: string) => text('en', 'shell', key);
const lobby = (key: string, values: Record<string, string | number> = {}) => text('en', 'lobby', key, values);

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('the category strip holds Home and the categories but sports, marks the open one, and leads to each lobby', async ({ page }) => {
  await page.goto('/m/slot-games');
  const strip = page.getByRole('navigation', { name: lobby('strip.label') });
  await expect(strip.getByRole('link', { name: shell('footer.home'), exact: true })).toBeVisible();
  await expect(strip.getByRole('link', { name: shell('categories.RNG'), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(strip.getByRole('link', { name: shell('categories.SPORTS'), exact: true })).toHaveCount(0);

  // Fishing sits further along the strip: the thumb scrolls to it, a tap opens its lobby, all vendors.
  const fishing = strip.getByRole('link', { name: shell('categories.FISH'), exact: true });
  await fishing.scrollIntoViewIfNeeded();
  await fishing.click();
  await expect(page).toHaveURL(/\/m\/fishing-games$/);
  await expect(page.getByRole('main').getByRole('heading', { name: lobby('titles.FISH'), exact: true })).toBeVisible();
  await expect(strip.getByRole('link', { name: shell('categories.FISH'), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(strip.getByRole('link', { name: shell('categories.RNG'), exact: true })).not.toHaveAttribute('aria-current', 'page');

  await strip.getByRole('link', { name: shell('footer.home'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Home is not a lobby: the strip stays with the lobby pages.
  await expect(page.getByRole('navigation', { name: lobby('strip.label') })).toHaveCount(0);
});

test('the logo leaves a filtered lobby for Home, and the lobby opens again with no vendor picked', async ({ page, request }) => {
  const slots = await gamePage(request, { gameType: 'RNG' });
  const vendor = slots.games[0]!;
  await page.goto(`/m/slot-games?vassalage=${vendor.vassalage}`);
  const tabs = page.getByRole('tablist', { name: lobby('vendors.label') });
  await expect(tabs.getByRole('tab', { name: vendor.vendorName, exact: true })).toHaveAttribute('aria-selected', 'true');

  await page
    .getByRole('banner')
    .getByRole('link', { name: shell('header.logo') })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Home greets a new session with its popup announcements: closed, as a player does, before the menu.
  await closePopups(page, 'en', (await homeContent(request, 'EN')).popups.length);

  await page.getByRole('button', { name: shell('header.openMenu') }).click();
  await page
    .getByRole('navigation', { name: shell('menu.title') })
    .getByRole('link', { name: shell('categories.RNG'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(tabs.getByRole('tab').first()).toHaveText(lobby('vendors.all'));
  await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
});
