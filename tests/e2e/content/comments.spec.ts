import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, type LoggedIn } from '../lobby/support';
import { newPlayer as registeredPlayer } from '../protection/support';
import { newPlayer, openConsole } from '../messaging/support';
import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { promotions, useLanguage as chooseLanguage, type Lang } from './support';

const c = (language: Lang, key: string, values: Record<string, string | number> = {}) => text(language, 'comments', key, values);

/** A 2×2 PNG, and a GIF that calls itself a PNG: the platform reads what a file is from its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';

const unique = () => randomBytes(3).toString('hex');

/** The tongits tournament's detail page id in a language. */
async function tournamentId(request: APIRequestContext, language: Lang): Promise<number> {
  const data = await promotions(request, language === 'en' ? 'EN' : 'TY');
  return data.promotion.find((p) => p.announcementImages[0]!.url.includes('tongits-tournament'))!.id;
}

/** A comment posted through the platform by a fresh player. */
async function commentAs(request: APIRequestContext, id: number, comment: string): Promise<void> {
  const player = await newPlayer(request);
  const session = await apiLogin(request, player.username, player.password);
  const answer = await request.post('/wps/activity/comment', {
    headers: { token: session.token, 'idempotency-key': randomUUID() },
    data: { id, text: comment },
  });
  expect(answer.status()).toBe(200);
}

async function openAsPlayer(page: Page, language: Lang, path: string) {
  const player = await newPlayer(page.request);
  const session = await apiLogin(page.request, player.username, player.password);
  await chooseLanguage(page, language);
  await page.addInitScript((record) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)), {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
  });
  await page.goto(path);
  return player;
}

for (const language of ['en', 'ty'] as const satisfies Lang[]) {
  test(`a member comments on a promotion with a picture; a renamed GIF is refused and nothing typed is lost (${language})`, async ({
    page,
  }) => {
    const id = await tournamentId(page.request, language);
    const player = await openAsPlayer(page, language, `/m/activityDetail?id=${id}`);
    const comments = page.getByRole('region', { name: c(language, 'title') });
    await expect(comments.getByRole('heading', { name: c(language, 'title') })).toBeVisible();

    const comment = `Sali ako! ${unique()}`;
    const box = comments.getByLabel(c(language, 'label'));
    await box.fill(comment);
    await expect(comments.getByText(`${comment.length}/140`, { exact: true })).toBeVisible();

    const pictures = comments.getByLabel(c(language, 'pictures', { max: 3 }));
    await pictures.setInputFiles([{ name: 'poster.png', mimeType: 'image/png', buffer: GIF }]);
    await expect(comments.getByRole('img', { name: c(language, 'preview', { n: 1 }) })).toBeVisible();
    await comments.getByRole('button', { name: c(language, 'post') }).click();
    await expect(comments.getByRole('alert')).toHaveText(c(language, 'errors.feedback.notAnImage', { name: 'poster.png' }));
    await expect(box).toHaveValue(comment);

    await comments.getByRole('button', { name: c(language, 'removePicture', { n: 1 }) }).click();
    await pictures.setInputFiles([{ name: 'table.png', mimeType: 'image/png', buffer: PNG }]);
    await comments.getByRole('button', { name: c(language, 'post') }).click();

    const posted = comments.getByTestId('promo-comment').filter({ hasText: comment });
    await expect(posted).toHaveCount(1);
    await expect(box).toHaveValue('');
    // The author shows masked, as players' names show elsewhere.
    await expect(posted).toContainText(
      `${player.username.slice(0, 2)}${'•'.repeat(player.username.length - 3)}${player.username.slice(-1)}`,
    );
    await expect(posted).not.toContainText(player.username);
    const author = await posted.locator('.promo-comment__author').innerText();
    await posted.getByRole('button', { name: c(language, 'pictureOpen', { n: 1, author }) }).click();
    const large = page.getByRole('dialog', { name: c(language, 'picture', { n: 1, author }) });
    await expect(large.getByRole('img', { name: c(language, 'picture', { n: 1, author }) })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`comment-picture-${language}.png`) });
    await large.getByRole('button', { name: c(language, 'pictureClose') }).click();
    await expect(large).toBeHidden();

    // Still there on a fresh visit.
    await page.reload();
    await expect(page.getByTestId('promo-comment').filter({ hasText: comment })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`comments-${language}.png`), fullPage: true });
  });

  test(`a visitor reads the comments and is asked to log in to comment (${language})`, async ({ page }) => {
    const id = await tournamentId(page.request, language);
    const comment = `Ang saya ng torneo ${unique()}`;
    await commentAs(page.request, id, comment);
    await chooseLanguage(page, language);
    await page.goto(`/m/activityDetail?id=${id}`);
    const comments = page.getByRole('region', { name: c(language, 'title') });
    await expect(comments.getByTestId('promo-comment').filter({ hasText: comment })).toHaveCount(1);
    await expect(comments.getByRole('textbox')).toHaveCount(0);
    await comments.getByRole('link', { name: c(language, 'logIn') }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  });
}

/** A login's answer, with the break's end when the player is on one. */
type SignedIn = LoggedIn & { onBreak?: { endsAt: string; selfExclusion: boolean } };

/** Opens the app with a session record as the login page keeps it (the break's end included). */
async function openWith(page: Page, language: Lang, session: SignedIn, path: string) {
  await chooseLanguage(page, language);
  await page.addInitScript((record) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)), {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
    ...(session.onBreak ? { onBreak: session.onBreak } : {}),
  });
  await page.goto(path);
}

for (const language of ['en', 'ty'] as const satisfies Lang[]) {
  test(`a trial account and a player on a break see why they cannot comment (${language})`, async ({ page, browser, baseURL }) => {
    const id = await tournamentId(page.request, language);
    await openWith(page, language, await apiLogin(page.request, 'guest04', 'Player1234'), `/m/activityDetail?id=${id}`);
    const comments = page.getByRole('region', { name: c(language, 'title') });
    await expect(comments.getByText(c(language, 'trial'))).toBeVisible();
    await expect(comments.getByRole('textbox')).toHaveCount(0);

    const player = await registeredPlayer(page.request);
    const first = await apiLogin(page.request, player.username, player.password);
    const taken = await page.request.post('/protection/break', {
      headers: { token: first.token },
      data: { period: '24H', password: player.password },
    });
    expect(taken.status()).toBe(200);
    const during: SignedIn = await apiLogin(page.request, player.username, player.password);
    expect(during.onBreak).toBeTruthy();
    const context = await browser.newContext({ baseURL });
    const onBreak = await context.newPage();
    await openWith(onBreak, language, during, `/m/activityDetail?id=${id}`);
    const closed = onBreak.getByRole('region', { name: c(language, 'title') });
    await expect(closed.getByText(c(language, 'break'))).toBeVisible();
    await expect(closed.getByRole('textbox')).toHaveCount(0);
    await context.close();
  });
}

test('hostile text shows as inert text in the app and the support console, where staff hide it from the app', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = await tournamentId(page.request, 'en');
  const hostile = `${HOSTILE} ${unique()}`;
  await commentAs(page.request, id, hostile);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await chooseLanguage(page, 'en');
  await page.goto(`/m/activityDetail?id=${id}`);
  const shown = page.getByTestId('promo-comment').filter({ hasText: hostile });
  await expect(shown.locator('.promo-comment__text')).toHaveText(hostile);
  await expect(page.locator('.promo-comments img[src="x"], .promo-comments script')).toHaveCount(0);

  const staff = await openConsole(browser, baseURL!);
  staff.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const consoleComments = staff.getByRole('region', { name: 'Promotion comments' });
  const item = consoleComments.getByRole('listitem').filter({ hasText: hostile });
  await expect(item.locator('.comment-text')).toHaveText(hostile);
  await expect(item).toContainText(/tongits/i);
  await expect(staff.locator('#comments img[src="x"], #comments script')).toHaveCount(0);
  await item.screenshot({ path: test.info().outputPath('console-comment.png') });
  await item.getByRole('button', { name: /^Hide comment by / }).click();
  await expect(consoleComments.getByRole('listitem').filter({ hasText: hostile })).toContainText('Hidden from the app');
  await staff.context().close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Comments' }).getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(page.getByTestId('promo-comment').filter({ hasText: hostile })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a promotion opened offline shows without its comments, whose code and list need the network', async ({ page, context }) => {
    const data = await promotions(page.request, 'EN');
    const tournament = data.promotion.find((p) => p.announcementImages[0]!.url.includes('tongits-tournament'))!;
    await chooseLanguage(page, 'en');
    await page.goto('/m/activity');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.locator('.promo-list > li')).toHaveCount(data.promotion.length);

    await context.setOffline(true);
    await page.goto(`/m/activityDetail?id=${tournament.id}`);
    await expect(page.getByRole('heading', { level: 2, name: tournament.title })).toBeVisible();
    await expect(page.getByTestId('promo-comment')).toHaveCount(0);
    await expect(page.getByRole('button', { name: c('en', 'post') })).toHaveCount(0);
    await context.setOffline(false);
  });
});
