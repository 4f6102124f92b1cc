import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { gamePage, signIn, useEnglish } from './support';

/*
 * /m/fbGame?nodeId= : the page a Facebook post, ad or message links to for one game. A player arrives
 * from outside the app, often for the first time, and is shown that game and the way to play it.
 */

const fb = (language: 'en' | 'ty', key: string, values: Record<string, string | number> = {}) => text(language, 'fbGame', key, values);

/** The in-house slot the lobby's launch tests play: it opens inside the app. */
const sharedSlot = async (request: APIRequestContext) =>
  (await gamePage(request, { vassalage: 'BGS' })).games.find((g) => g.gameId === 'bgs-1')!;

test('a visitor opening a shared game link in Tagalog sees the game and is asked to log in on Play, the login page leading back to it', async ({
  page,
  request,
}) => {
  const game = await sharedSlot(request);
  await page.goto(`/m/fbGame?nodeId=${game.nodeId}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.gameName);
  await expect(page.getByText(fb('ty', 'provider', { name: game.vendorName }), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: fb('ty', 'moreFrom', { name: game.vendorName }) })).toHaveAttribute(
    'href',
    `/m/provider?vassalage=${game.vassalage}`,
  );
  await expect(page.getByRole('link', { name: fb('ty', 'visitor.register') })).toHaveAttribute('href', '/m/register');

  await page.getByRole('button', { name: fb('ty', 'play') }).click();
  const dialog = page.getByRole('alertdialog', { name: text('ty', 'shell', 'loginPrompt.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('ty', 'shell', 'actions.login') }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  // The router keeps digit-only values in quotes; the address the login page returns to opens the same game.
  const back = new URL(page.url()).searchParams.get('redirect')!;
  expect(decodeURIComponent(back).replace(/"/g, '')).toBe(`/m/fbGame?nodeId=${game.nodeId}`);
  await page.goto(back);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.gameName);
});

test('a member opening a shared game link in English plays it with Play now', async ({ page, request }) => {
  await useEnglish(page);
  const game = await sharedSlot(request);
  await signIn(page);
  await page.goto(`/m/fbGame?nodeId=${game.nodeId}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.gameName);
  await expect(page.getByRole('link', { name: fb('en', 'visitor.register') })).toHaveCount(0);
  await page.getByRole('button', { name: fb('en', 'play') }).click();
  await expect(page).toHaveURL(/\/m\/game\?nodeId=/);
  expect(new URL(page.url()).searchParams.get('nodeId')?.replace(/"/g, '')).toBe(game.nodeId);
  await expect(page.getByRole('heading', { name: game.gameName, exact: true })).toBeVisible();
});

test('"More from" a provider opens that provider’s games', async ({ page, request }) => {
  await useEnglish(page);
  const game = (await gamePage(request, { vassalage: 'JILI' })).games[0]!;
  await page.goto(`/m/fbGame?nodeId=${game.nodeId}`);
  await page.getByRole('link', { name: fb('en', 'moreFrom', { name: game.vendorName }) }).click();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=JILI/);
  await expect(page.getByRole('list', { name: text('en', 'lobby', 'list.label', { name: game.vendorName }) })).toBeVisible();
});

test('a link to an unknown game, a cut-short link and a game of a switched-off type say the game is not available and lead to the lobby', async ({
  page,
  request,
  site,
}) => {
  await page.goto('/m/fbGame?nodeId=999999999999999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fb('ty', 'unavailable.title'));
  await expect(page.getByText(fb('ty', 'unavailable.text'))).toBeVisible();

  await page.goto('/m/fbGame');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fb('ty', 'unavailable.title'));

  const live = (await gamePage(request, { gameType: 'LIVE' })).games[0]!;
  const types = ((await (await request.get('/wps/system/siteInfo?language=TY')).json()) as { value: { enabledGameTypes: string[] } }).value
    .enabledGameTypes;
  await site({ enabledGameTypes: types.filter((type) => type !== 'LIVE') });
  await page.goto(`/m/fbGame?nodeId=${live.nodeId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fb('ty', 'unavailable.title'));
  await expect(page.getByRole('button', { name: fb('ty', 'play') })).toHaveCount(0);

  await page.getByRole('link', { name: fb('ty', 'unavailable.lobby') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a shared game seen before opens offline from the device’s copy; one never seen says there is no internet', async ({
    page,
    context,
    request,
  }) => {
    await useEnglish(page);
    const [seen, unseen] = (await gamePage(request, { vassalage: 'JILI' })).games;
    await page.goto(`/m/fbGame?nodeId=${seen!.nodeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen!.gameName);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Once the service worker controls the page, the page's own files are cached as they load.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen!.gameName);

    await context.setOffline(true);
    await page.goto(`/m/fbGame?nodeId=${seen!.nodeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen!.gameName);
    await page.goto(`/m/fbGame?nodeId=${unseen!.nodeId}`);
    await expect(page.getByRole('button', { name: new RegExp(text('en', 'errors', 'noInternet')) })).toBeVisible();
    await context.setOffline(false);
  });
});
