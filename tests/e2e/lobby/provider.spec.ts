import { expect, test } from '../support/test';
import type { Game } from '../../../contract/domain';
import { text } from '../support/locales';
import { gamePage, useEnglish } from './support';

const en = (key: string, values: Record<string, string | number> = {}) => text('en', 'lobby', key, values);

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('the provider page finds a game by part of its name', async ({ page, request }) => {
  const jili = await gamePage(request, { vassalage: 'JILI' });
  const target = jili.games.find((g) => g.gameName.includes(' ')) ?? jili.games[0]!;
  const part = target.gameName.split(' ').at(-1)!.slice(0, 4).toLowerCase();
  const matches = await gamePage(request, { vassalage: 'JILI', gameName: part });
  const notMatching = jili.games.find((g) => !g.gameName.toLowerCase().includes(part))!;

  await page.goto('/m/provider?vassalage=JILI');
  const grid = page.getByRole('list', { name: en('list.label', { name: 'JILI' }) });
  await expect(grid.getByRole('button', { name: notMatching.gameName, exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: en('search.label') }).fill(part);
  // No Enter: the search starts once typing pauses.
  await expect(grid.getByRole('button', { name: notMatching.gameName, exact: true })).toHaveCount(0);
  await expect(grid).toHaveAttribute('data-count', String(Math.min(36, matches.totalCount)));
  await expect(grid.getByRole('button', { name: target.gameName, exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: en('search.label') }).fill('zzzz-no-such-game');
  await page.getByRole('searchbox', { name: en('search.label') }).press('Enter');
  await expect(page.getByText(en('list.empty'))).toBeVisible();
});

test('scrolling down loads page 2 and then page 3, with no game twice', async ({ page, request }) => {
  const expected = await gamePage(request, { vassalage: 'PP' });
  expect(expected.totalPages).toBeGreaterThanOrEqual(3);
  const pages = new Map<number, Game[]>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/lgw/games/mobile' || url.searchParams.get('vassalage') !== 'PP') return;
    const body = (await response.json()) as { value: { games: Game[]; pageNum: number } };
    pages.set(body.value.pageNum, body.value.games);
  });

  await page.goto('/m/provider?vassalage=PP');
  const grid = page.getByRole('list', { name: en('list.label', { name: 'Pragmatic Play' }) });
  await expect(grid).toHaveAttribute('data-count', '36');
  for (const loaded of [72, 108]) {
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(grid).toHaveAttribute('data-count', String(loaded), { timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
  }
  // The response listener reads bodies asynchronously, so the last page may be recorded just after the grid shows it.
  await expect.poll(() => [...pages.keys()].sort()).toEqual([1, 2, 3]);
  const ids = [...pages.values()].flat().map((g) => g.nodeId);
  expect(new Set(ids).size).toBe(108);

  // The newest page shows as the player scrolls on, and the windowed grid keeps only nearby rows in the page.
  const last = grid.getByRole('button', { name: pages.get(3)!.at(-1)!.gameName, exact: true });
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(last).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  expect(await grid.getByRole('listitem').count()).toBeLessThan(60);
});

test('the hot toggle lists the provider’s hot games, and recent or favourites send a visitor to log in', async ({ page, request }) => {
  const hot = ((await (await request.get('/wps/relay/hotGames?language=EN')).json()) as { value: { list: Game[] } }).value.list.filter(
    (g) => g.vassalage === 'JILI',
  );
  await page.goto('/m/provider?vassalage=JILI');
  await page.getByRole('button', { name: en('provider.toggles.HOT'), exact: true }).click();
  await expect(page.getByRole('button', { name: en('provider.toggles.HOT'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  const strip = page.getByRole('region', { name: en('provider.toggles.HOT') });
  await expect(strip.getByRole('button', { name: hot[0]!.gameName, exact: true })).toBeVisible();
  await expect(strip.getByRole('listitem')).toHaveCount(Math.min(6, hot.length));

  await page.getByRole('combobox', { name: en('provider.vendor') }).selectOption('FC');
  await expect(page).toHaveURL(/vassalage=FC/);
  await page.getByRole('button', { name: en('provider.toggles.FAV'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
});
