import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { gamePage, headerBalance, recentGames, signIn, useEnglish } from './support';

/** The game page's node id (the router keeps digit-only text values in quotes). */
const launchedNodeId = (url: string) => new URL(url).searchParams.get('nodeId')?.replace(/"/g, '');

const en = (key: string, values: Record<string, string | number> = {}) => text('en', 'lobby', key, values);

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('launching an in-house slot opens it in the app; a spin moves the header balance by its net result; the game shows in recent games', async ({
  page,
  request,
}) => {
  const session = await signIn(page);
  const game = (await gamePage(request, { vassalage: 'BGS' })).games.find((g) => g.gameId === 'bgs-1')!;
  await page.goto('/m/provider?vassalage=BGS');
  const before = await headerBalance(page);

  await page.getByRole('button', { name: game.gameName, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/game\?nodeId=/);
  expect(launchedNodeId(page.url())).toBe(game.nodeId);
  await expect(page.getByRole('heading', { name: game.gameName, exact: true })).toBeVisible();
  await expect(page.getByTestId('game-balance')).toHaveAttribute('data-value', String(before));

  await page.getByRole('radio', { name: /10\.00/ }).check();
  await page.getByRole('button', { name: /^Spin/ }).click();
  const result = page.getByTestId('round-result');
  await expect(result).toHaveAttribute('data-round', /[0-9a-f-]{36}/);
  const net = Number(await result.getAttribute('data-net'));
  const after = Math.round((before + net) * 100) / 100;
  await expect(page.getByTestId('game-balance')).toHaveAttribute('data-value', String(after));

  await page.getByRole('button', { name: en('game.back') }).click();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=BGS/);
  expect(await headerBalance(page)).toBeCloseTo(after, 2);

  expect((await recentGames(request, session.token))[0]!.nodeId).toBe(game.nodeId);
  await page.goto('/m/fav-games?dataType=RECENT');
  const recent = page.getByRole('list', { name: en('mine.title.RECENT') });
  await expect(recent.getByRole('listitem').first()).toContainText(game.gameName);
});

test('a third-party game that is not H5 opens its vendor’s page in a new window', async ({ page, request, context }) => {
  await signIn(page);
  const game = (await gamePage(request, { pageSize: 100 })).games.find((g) => !g.isGameH5);
  expect(game, 'the seed holds games that are not H5').toBeDefined();
  await page.goto('/m/search-games');
  await page.getByRole('searchbox', { name: en('search.label') }).fill(game!.gameName);
  await page.getByRole('searchbox', { name: en('search.label') }).press('Enter');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: game!.gameName, exact: true }).click();
  const popup = await opened;
  await popup.waitForURL(new RegExp(`/vendor-demo/${game!.vassalage}\\?launch=`));
  await expect(popup.getByRole('heading', { name: game!.gameName, exact: true })).toBeVisible();
  await expect(popup.getByRole('note')).toHaveText('Demo');
  await expect(page).toHaveURL(/\/m\/search-games/);
});

test('"Try" opens a game with play money and leaves the wallet alone', async ({ page, request }) => {
  await signIn(page);
  const game = (await gamePage(request, { vassalage: 'BGS' })).games.find((g) => g.gameId === 'bgs-1' && g.supportPlay)!;
  await page.goto('/m/provider?vassalage=BGS');
  const before = await headerBalance(page);

  await page.getByRole('button', { name: text('en', 'common', 'freePlay.label', { name: game.gameName }), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/game\?nodeId=/);
  expect(launchedNodeId(page.url())).toBe(game.nodeId);
  await expect(page.getByText(en('game.playMoney'))).toBeVisible();
  await page.getByRole('radio', { name: /10\.00/ }).check();
  await page.getByRole('button', { name: /^Spin/ }).click();
  await expect(page.getByTestId('round-result')).toHaveAttribute('data-round', /[0-9a-f-]{36}/);

  await page.getByRole('button', { name: en('game.back') }).click();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=BGS/);
  expect(await headerBalance(page)).toBe(before);
});

test('a trial account tapping "Try" is told free play is not available to it', async ({ page, request }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: text('en', 'account', 'freePlay.start') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const game = (await gamePage(request, { vassalage: 'PGE' })).games.find((g) => g.supportPlay)!;
  await page.goto('/m/provider?vassalage=PGE');
  await page.getByRole('button', { name: text('en', 'common', 'freePlay.label', { name: game.gameName }), exact: true }).click();
  await expect(page.getByText(text('en', 'common', 'freePlay.reject'))).toBeVisible();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=PGE/);
});
