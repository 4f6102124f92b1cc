import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { holdStartUp } from '../support/slow-start';
import { clearFavourites, favouriteIds, gamePage, signIn, useEnglish } from './support';

// The favourite toggle's words live in the common namespace: every game tile shows them, Home's included.
const namespaceOf = (key: string) => (key.startsWith('favourite.') ? 'common' : 'lobby');
const en = (key: string, values: Record<string, string | number> = {}) => text('en', namespaceOf(key), key, values);

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('a visitor tapping a favourite or a game goes to log in', async ({ page, request }) => {
  const first = (await gamePage(request, { gameType: 'LIVE' })).games[0]!;
  await page.goto('/m/live-games');
  const grid = page.getByRole('list', { name: en('list.label', { name: en('titles.LIVE') }) });
  await grid.getByRole('button', { name: en('favourite.add', { name: first.gameName }) }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Flive-games/);

  await page.goto('/m/live-games');
  await grid.getByRole('button', { name: first.gameName, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Flive-games/);

  await page.goto('/m/fav-games');
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
});

test('a member adds and removes favourites; they survive a reload and show on /m/fav-games', async ({ page, request }) => {
  const session = await signIn(page);
  await clearFavourites(request, session.token);
  const [keep, drop] = (await gamePage(request, { gameType: 'FISH' })).games;

  await page.goto('/m/fishing-games');
  const grid = page.getByRole('list', { name: en('list.label', { name: en('titles.FISH') }) });
  await grid.getByRole('button', { name: en('favourite.add', { name: keep!.gameName }) }).click();
  await grid.getByRole('button', { name: en('favourite.add', { name: drop!.gameName }) }).click();
  await expect(grid.getByRole('button', { name: en('favourite.remove', { name: keep!.gameName }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => favouriteIds(request, session.token)).toEqual([drop!.nodeId, keep!.nodeId]);

  await grid.getByRole('button', { name: en('favourite.remove', { name: drop!.gameName }) }).click();
  await expect(grid.getByRole('button', { name: en('favourite.add', { name: drop!.gameName }) })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => favouriteIds(request, session.token)).toEqual([keep!.nodeId]);

  await page.reload();
  await expect(grid.getByRole('button', { name: en('favourite.remove', { name: keep!.gameName }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(grid.getByRole('button', { name: en('favourite.add', { name: drop!.gameName }) })).toBeVisible();

  await page.getByRole('link', { name: en('collection') }).click();
  await expect(page).toHaveURL(/\/m\/fav-games\?gameType=FISH/);
  const mine = page.getByRole('list', { name: en('mine.title.FAV') });
  await expect(mine.getByRole('button', { name: keep!.gameName, exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: drop!.gameName, exact: true })).toHaveCount(0);

  // Removing it here takes it off the list at once.
  await mine.getByRole('button', { name: en('favourite.remove', { name: keep!.gameName }) }).click();
  await expect(mine).toHaveCount(0);
  await expect(page.getByText(en('mine.empty.FAV'))).toBeVisible();
  await expect.poll(() => favouriteIds(request, session.token)).toEqual([]);
});

test('five toggles made offline are on the server exactly once after reconnecting', async ({ page, request, context }) => {
  const session = await signIn(page);
  await clearFavourites(request, session.token);
  const games = (await gamePage(request, { gameType: 'PVP' })).games.slice(0, 5);

  await page.goto('/m/poker-games');
  const grid = page.getByRole('list', { name: en('list.label', { name: en('titles.PVP') }) });
  await expect(grid.getByRole('button', { name: games[0]!.gameName, exact: true })).toBeVisible();
  await context.setOffline(true);
  for (const game of games) await grid.getByRole('button', { name: en('favourite.add', { name: game.gameName }) }).click();
  for (const game of games) {
    await expect(
      grid.getByRole('button', { name: `${en('favourite.remove', { name: game.gameName })} (${en('favourite.pending')})` }),
    ).toBeVisible();
  }

  expect(await favouriteIds(request, session.token)).toEqual([]);

  await context.setOffline(false);
  for (const game of games) {
    await expect(grid.getByRole('button', { name: en('favourite.remove', { name: game.gameName }), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  const onServer = await favouriteIds(request, session.token);
  expect([...onServer].sort()).toEqual(games.map((g) => g.nodeId).sort());
  expect(new Set(onServer).size).toBe(5);
});

test('a member finds a game among their favourites by typing part of its name', async ({ page, request }) => {
  const session = await signIn(page);
  await clearFavourites(request, session.token);
  const games = (await gamePage(request, { gameType: 'RNG' })).games.slice(0, 4);
  for (const game of games) {
    const added = await request.post('/wps/relay/favourites', {
      headers: { token: session.token, 'module-id': 'GAMELOFAV3', 'idempotency-key': crypto.randomUUID() },
      data: { nodeId: game.nodeId },
    });
    expect(added.ok()).toBe(true);
  }
  const [wanted] = games;
  const typed = wanted!.gameName.slice(0, 6);
  const matching = games.filter((game) => game.gameName.toLowerCase().includes(typed.toLowerCase()));
  expect(matching.length).toBeLessThan(games.length);

  await page.goto('/m/fav-games');
  const mine = page.getByRole('list', { name: en('mine.title.FAV') });
  await expect(mine.getByRole('listitem')).toHaveCount(games.length);
  const search = page.getByRole('searchbox', { name: en('mine.search.FAV') });
  // Any case, and without pressing Enter.
  await search.fill(typed.toUpperCase());
  await expect(mine.getByRole('button', { name: wanted!.gameName, exact: true })).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveCount(matching.length);

  await search.fill('zzzz');
  await search.press('Enter');
  await expect(page.getByText(en('search.none', { name: 'zzzz' }))).toBeVisible();
  await search.fill('');
  await search.press('Enter');
  await expect(mine.getByRole('listitem')).toHaveCount(games.length);
  await clearFavourites(request, session.token);
});

test('a heart tapped on the lobby the server drew, before the app has taken it over, joins the favourites the device kept', async ({
  page,
  request,
}) => {
  const session = await signIn(page);
  await clearFavourites(request, session.token);
  const [kept, early] = (await gamePage(request, { gameType: 'FISH' })).games;
  const grid = page.getByRole('list', { name: en('list.label', { name: en('titles.FISH') }) });
  await page.goto('/m/fishing-games');
  await grid.getByRole('button', { name: en('favourite.add', { name: kept!.gameName }) }).click();
  await expect.poll(() => favouriteIds(request, session.token)).toEqual([kept!.nodeId]);

  const releaseStartUp = await holdStartUp(page);
  await page.goto('/m/fishing-games', { waitUntil: 'commit' });
  const earlyHeart = grid.getByRole('button', { name: en('favourite.add', { name: early!.gameName }) });
  await expect(earlyHeart).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  await earlyHeart.click();
  releaseStartUp();

  await expect(grid.getByRole('button', { name: en('favourite.remove', { name: early!.gameName }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(grid.getByRole('button', { name: en('favourite.remove', { name: kept!.gameName }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/\/m\/fishing-games$/);
  await expect.poll(() => favouriteIds(request, session.token)).toEqual([early!.nodeId, kept!.nodeId]);
});
