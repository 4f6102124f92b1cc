import type { APIRequestContext, Page } from '@playwright/test';
import type { Announcement, Game } from '../../../contract/domain';
import { gamePage } from '../lobby/support';
import { text } from '../support/locales';
import { expect, test } from '../support/test';

type Lang = 'en' | 'ty';
const p = (language: Lang, key: string, values: Record<string, string | number> = {}) => text(language, 'panels', key, values);
const lobby = (language: Lang, key: string, values: Record<string, string | number> = {}) => text(language, 'lobby', key, values);

async function useLanguage(page: Page, language: Lang) {
  await page.addInitScript((code) => localStorage.setItem('tala.language', code), language.toUpperCase());
}

async function value<T>(request: APIRequestContext, url: string): Promise<T> {
  return ((await (await request.get(url)).json()) as { value: T }).value;
}

for (const language of ['en', 'ty'] as const) {
  const code = language.toUpperCase();

  test(`the search page shows the popular games six to a slide, and hides them once a name is typed (${code})`, async ({
    page,
    request,
  }) => {
    const hot = (await value<{ list: Game[] }>(request, `/wps/relay/hotGames?language=${code}`)).list.filter((g) => g.gameType === 'RNG');
    expect(hot.length).toBeGreaterThanOrEqual(6);
    await useLanguage(page, language);
    await page.goto('/m/search-games?gameType=RNG');
    const slider = page.getByRole('region', { name: p(language, 'popular.title') });
    const slides = Math.ceil(hot.length / 6);
    const first = slider.getByRole('list', { name: p(language, 'popular.slide', { index: 1, count: slides }) });
    await expect(first.getByRole('listitem')).toHaveCount(6);
    await expect(first.getByRole('button', { name: hot[0]!.gameName, exact: true })).toBeVisible();
    if (slides > 1) {
      await slider.getByRole('button', { name: p(language, 'popular.next') }).click();
      await expect(slider.getByText(p(language, 'popular.slide', { index: 2, count: slides }), { exact: true })).toBeVisible();
      await expect(slider.getByRole('button', { name: hot[6]!.gameName, exact: true })).toBeInViewport();
      await slider.getByRole('button', { name: p(language, 'popular.previous') }).click();
      await expect(slider.getByRole('button', { name: hot[0]!.gameName, exact: true })).toBeInViewport();
    }
    await page.getByRole('searchbox', { name: lobby(language, 'search.label') }).fill(hot[0]!.gameName.slice(0, 4));
    await expect(slider).toHaveCount(0);
  });

  test(`the game filter narrows a provider's games to new ones with a low lowest bet (${code})`, async ({ page, request }) => {
    const all = await gamePage(request, { vassalage: 'PGE' });
    const narrowed = await gamePage(request, { vassalage: 'PGE', isNew: '1', minBet: 1 });
    expect(narrowed.totalCount).toBeGreaterThan(0);
    expect(narrowed.totalCount).toBeLessThan(all.totalCount);
    const left = all.games.find((g) => !narrowed.games.some((n) => n.nodeId === g.nodeId))!;
    await useLanguage(page, language);
    await page.goto('/m/provider?vassalage=PGE');
    const filter = page.getByRole('button', { name: p(language, 'filter.open'), exact: true });
    await filter.click();
    const panel = page.getByRole('form', { name: p(language, 'filter.title') });
    await panel.getByRole('combobox', { name: p(language, 'filter.minBet') }).selectOption('1');
    await panel.getByRole('checkbox', { name: p(language, 'filter.newOnly') }).check();
    await panel.getByRole('button', { name: p(language, 'filter.apply') }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: p(language, 'filter.openCount', { count: 2 }) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const grid = page.getByRole('list', { name: lobby(language, 'list.label', { name: 'PG Soft' }) });
    await expect(grid).toHaveAttribute('data-count', String(Math.min(36, narrowed.totalCount)));
    await expect(grid.getByRole('button', { name: narrowed.games[0]!.gameName, exact: true })).toBeVisible();
    await expect(grid.getByRole('button', { name: left.gameName, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: p(language, 'filter.openCount', { count: 2 }) }).click();
    await page.getByRole('button', { name: p(language, 'filter.clear') }).click();
    await expect(grid).toHaveAttribute('data-count', String(Math.min(36, all.totalCount)));
  });

  test(`the notice page lists the popular announcements, each opening to its content (${code})`, async ({ page, request }) => {
    const popular = (await value<{ list: Announcement[] }>(request, `/wps/announcement/popular?language=${code}`)).list;
    expect(popular.length).toBeGreaterThan(0);
    await useLanguage(page, language);
    await page.goto('/m/notice');
    const panel = page.getByRole('region', { name: p(language, 'announcements.title') });
    await expect(panel.getByRole('listitem')).toHaveCount(popular.length);
    const first = panel.getByRole('listitem').first();
    await expect(first.getByText(popular[0]!.title)).toBeVisible();
    await first.getByText(popular[0]!.title).click();
    await expect(first.locator('.rich-content')).not.toBeEmpty();
  });

  test(`the game centre shows its own jackpot, from 100 million to 1 billion with cents, growing (${code})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/m/gameCenter');
    const jackpot = page.getByRole('region', { name: p(language, 'jackpot.label') });
    const figure = jackpot.getByTestId('lobby-jackpot-value');
    await expect(figure).toHaveText(/^₱\d{3},\d{3},\d{3}\.\d{2}$/);
    const amount = async () => Number((await figure.textContent())!.replace(/[₱,]/g, ''));
    const first = await amount();
    expect(first).toBeGreaterThanOrEqual(100_000_000);
    expect(first).toBeLessThan(1_000_000_000);
    await expect.poll(amount, { timeout: 12_000 }).toBeGreaterThan(first);
    // Home's jackpot is a different figure: whole pesos above a billion.
    await page.goto('/');
    await expect(page.getByTestId('jackpot-value')).toHaveText(/^₱1,\d{3},\d{3},\d{3}$/);
  });
}
