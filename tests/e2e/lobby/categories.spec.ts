import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { gamePage, useEnglish } from './support';

const CATEGORIES = [
  { path: '/m/slot-games', gameType: 'RNG', title: 'titles.RNG' },
  { path: '/m/live-games', gameType: 'LIVE', title: 'titles.LIVE' },
  { path: '/m/sport-games', gameType: 'SPORTS', title: 'titles.SPORTS' },
  { path: '/m/fishing-games', gameType: 'FISH', title: 'titles.FISH' },
  { path: '/m/poker-games', gameType: 'PVP', title: 'titles.PVP' },
  { path: '/m/lott', gameType: 'LOTT', title: 'titles.LOTT' },
  { path: '/m/elott', gameType: 'ELOTT', title: 'titles.ELOTT' },
  { path: '/m/inHouse', gameType: 'INHOUSE', title: 'titles.INHOUSE' },
  { path: '/m/hot-games', dataType: 'HOT', title: 'titles.hot' },
] as const;

const en = (key: string, values: Record<string, string | number> = {}) => text('en', 'lobby', key, values);

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('each category page lists its games, and its vendor tabs filter them', async ({ page, request }) => {
  // Ten pages, each opened and filtered: on a loaded machine that takes more than one page's minute.
  test.setTimeout(150_000);
  for (const category of CATEGORIES) {
    const query = 'gameType' in category ? { gameType: category.gameType } : { dataType: category.dataType };
    const expected = await gamePage(request, query);
    await page.goto(category.path);
    const title = en(category.title);
    await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
    const grid = page.getByRole('list', { name: en('list.label', { name: title }) });
    await expect(grid.getByRole('button', { name: expected.games[0]!.gameName, exact: true })).toBeVisible();

    // Every vendor of the category has a tab after "all"; picking one lists only its games.
    const tabs = page.getByRole('tablist', { name: en('vendors.label') });
    await expect(tabs.getByRole('tab').first()).toHaveText(en('vendors.all'));
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    const other = expected.games.find((game) => game.vassalage !== expected.games[0]!.vassalage);
    const vendorGame = other ?? expected.games[0]!;
    const vendorGames = await gamePage(request, { ...query, vassalage: vendorGame.vassalage });
    await tabs.getByRole('tab', { name: vendorGame.vendorName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`vassalage=${vendorGame.vassalage}`));
    await expect(tabs.getByRole('tab', { name: vendorGame.vendorName, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(grid.getByRole('button', { name: vendorGames.games[0]!.gameName, exact: true })).toBeVisible();
    if (other) {
      const firstVendor = expected.games[0]!;
      if (!vendorGames.games.some((g) => g.nodeId === firstVendor.nodeId)) {
        await expect(grid.getByRole('button', { name: firstVendor.gameName, exact: true })).toHaveCount(0);
      }
    }
  }
});

test('the category search box opens the search page for its type, and "in my collection" asks a visitor to log in', async ({ page }) => {
  await page.goto('/m/fishing-games');
  await page.getByRole('link', { name: en('search.open') }).click();
  await expect(page).toHaveURL(/\/m\/search-games\?gameType=FISH/);
  await expect(page.getByRole('searchbox', { name: en('search.label') })).toBeFocused();
  await page.goBack();
  await page.getByRole('link', { name: en('collection') }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
});

test('bingo opens as slots classified BG, and the hot strip shows six until "show more"', async ({ page, request }) => {
  const bingo = await gamePage(request, { gameType: 'RNG', gameClassify: 'BG' });
  await page.goto('/m/slot-games?gameClassify=BG');
  const grid = page.getByRole('list', { name: en('list.label', { name: en('titles.RNG') }) });
  await expect(grid.getByRole('button', { name: bingo.games[0]!.gameName, exact: true })).toBeVisible();
  await expect(grid).toHaveAttribute('data-count', String(Math.min(36, bingo.totalCount)));

  const hot = page.getByRole('region', { name: en('hot.title', { name: en('titles.RNG') }) });
  await expect(hot.getByRole('listitem')).toHaveCount(6);
  await hot.getByRole('button', { name: /Show \d+ more/ }).click();
  await expect(hot.getByRole('listitem').nth(6)).toBeVisible();
});

test('a switched-off category (cockfight) appears nowhere', async ({ page, request }) => {
  const site = (await (await request.get('/dev/site')).json()) as { value: { enabledGameTypes: string[] } };
  expect(site.value.enabledGameTypes).not.toContain('COCKFIGHT');
  const cockfightWords = /cockfight|sabong|SV388|DS88|WS168/i;

  await page.goto('/m/gameCenter');
  await expect(page.getByRole('heading', { name: en('titles.RNG'), exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: en('titles.ESPORTS'), exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(cockfightWords);

  await page.goto('/m/games');
  await expect(page.getByRole('button', { name: en('titles.SPORTS'), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en('titles.ESPORTS'), exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(cockfightWords);

  await page.goto('/m/provider');
  const options = page.getByRole('combobox', { name: en('provider.vendor') }).locator('option');
  await expect(options.filter({ hasText: 'JILI' })).toHaveCount(1);
  const vendorOptions = await options.allInnerTexts();
  expect(vendorOptions.join(' ')).not.toMatch(cockfightWords);

  await page.goto('/m/gameCenter?gameType=COCKFIGHT');
  await expect(page.getByRole('heading', { name: en('titles.RNG'), exact: true })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(cockfightWords);

  await page.goto('/m/search-games');
  await page.getByRole('searchbox', { name: en('search.label') }).fill('Sabong');
  await page.getByRole('searchbox', { name: en('search.label') }).press('Enter');
  await expect(page.getByText(en('search.none', { name: 'Sabong' }))).toBeVisible();
});
