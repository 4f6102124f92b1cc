import { IDEMPOTENCY_HEADER } from '../../../contract/define';
import type { Game } from '../../../contract/domain';
import { expect, test } from '../support/test';
import { closePopups, homeContent } from '../support/home';
import { text } from '../support/locales';
import { clearFavourites, favouriteIds, gamePage, signIn, useEnglish } from './support';

// Offline pages come from the service worker's copy of the app and the lists' saved copies.
test.use({ serviceWorkers: 'allow' });

const en = (namespace: string, key: string, values: Record<string, string | number> = {}) => text('en', namespace, key, values);

test('every list the member has seen opens offline from its saved copy, with the offline notice and the same hearts', async ({
  page,
  context,
  request,
}) => {
  await useEnglish(page);
  const session = await signIn(page);
  const member = { token: session.token };
  await clearFavourites(request, session.token);
  const content = await homeContent(request, 'EN');
  // The first hot game is a favourite: Home shows it in its favourites row and in the hot row.
  const hotFirst = (await gamePage(request, { gameName: content.hot[0]!.gameName })).games[0]!;
  await request.post('/wps/relay/favourites', {
    headers: { ...member, 'module-id': 'GAMELOFAV3', [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    data: { nodeId: hotFirst.nodeId },
  });
  expect(await favouriteIds(request, session.token)).toEqual([hotFirst.nodeId]);
  const fish = (await gamePage(request, { gameType: 'FISH' })).games[0]!;
  const jili = (await gamePage(request, { vassalage: 'JILI' })).games[0]!;
  const launched = await request.get(
    `/wps/game/launchGame?nodeId=${fish.nodeId}&gameId=${fish.gameId}&gameCategory=FISH&vendor=${fish.vassalage}`,
    { headers: { ...member, 'module-id': 'GAMELO3' } },
  );
  expect(launched.ok()).toBe(true);

  const pages: Array<{ path: string; list: string; game: Game }> = [
    { path: '/m/fishing-games', list: en('lobby', 'list.label', { name: en('lobby', 'titles.FISH') }), game: fish },
    { path: '/m/provider?vassalage=JILI', list: en('lobby', 'list.label', { name: 'JILI' }), game: jili },
    { path: '/m/fav-games', list: en('lobby', 'mine.title.FAV'), game: hotFirst },
    { path: '/m/fav-games?dataType=RECENT', list: en('lobby', 'mine.title.RECENT'), game: fish },
  ];
  for (const seen of pages) {
    await page.goto(seen.path);
    await expect(page.getByRole('list', { name: seen.list }).getByRole('button', { name: seen.game.gameName, exact: true })).toBeVisible();
  }
  await page.goto('/m/home');
  await closePopups(page, 'en', content.popups.length);
  const favouritesRow = page.getByTestId('section-favourites');
  await expect(favouritesRow.getByRole('button', { name: hotFirst.gameName, exact: true })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  for (const seen of pages) {
    await page.goto(seen.path);
    await expect(page.getByText(en('errors', 'noInternet')).first()).toBeVisible();
    const list = page.getByRole('list', { name: seen.list });
    await expect(list.getByRole('button', { name: seen.game.gameName, exact: true })).toBeVisible();
  }
  await page.goto('/m/home');
  await expect(page.getByText(en('errors', 'noInternet')).first()).toBeVisible();
  const remove = en('common', 'favourite.remove', { name: hotFirst.gameName });
  await expect(favouritesRow.getByRole('button', { name: remove, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('section-hot').getByRole('button', { name: remove, exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Un-hearting it offline takes it off the favourites row at once, as on the favourites page.
  await page.getByTestId('section-hot').getByRole('button', { name: remove, exact: true }).first().click();
  await expect(favouritesRow.getByRole('button', { name: hotFirst.gameName, exact: true })).toHaveCount(0);

  // Tapping a game offline says why nothing opens.
  await page.getByTestId('section-hot').getByRole('button', { name: hotFirst.gameName, exact: true }).first().click();
  await expect(page.getByText(en('common', 'gameNeedsNetwork'))).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await context.setOffline(false);
});

test('the login page offline draws its form, says it needs the network and keeps the typed name (never the password)', async ({
  page,
  context,
}) => {
  await useEnglish(page);
  await page.goto('/m/login');
  const username = page.getByRole('textbox', { name: en('account', 'fields.username') });
  await expect(username).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(en('account', 'login.offline'))).toBeVisible();
  await username.fill('player03');
  await page.getByLabel(en('account', 'fields.password'), { exact: true }).fill('Player1234');
  await page.getByRole('button', { name: en('account', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/m\/login/);

  // A reload (still offline) keeps the name; the password is never kept.
  await page.reload();
  await expect(username).toHaveValue('player03');
  await expect(page.getByLabel(en('account', 'fields.password'), { exact: true })).toHaveValue('');
  const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(kept).not.toContain('Player1234');

  await context.setOffline(false);
  await expect(page.getByText(en('account', 'login.offline'))).toBeHidden();
  await expect(username).toHaveValue('player03');
});
