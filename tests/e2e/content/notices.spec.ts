import type { Page } from '@playwright/test';
import { apiLogin } from '../lobby/support';
import { openHome } from '../support/home';
import { watchLayoutShifts } from '../support/layout';
import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { signInAs } from '../wallet/support';
import { notices, signInAt, t, useLanguage } from './support';

/** The announcement ids the page has sent mark-read calls for, in order. */
function watchMarks(page: Page): number[] {
  const sent: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/announcement/read')
      sent.push((request.postDataJSON() as { announcementId: number }).announcementId);
  });
  return sent;
}

/** The page's own count of what the member has not read. */
const badge = (page: Page, count: number) =>
  page.getByTestId('notice-unread-summary').getByText(count > 0 ? t('en', 'notice.unreadCount', { count }) : t('en', 'notice.allRead'));

test('a member opens an announcement: read at once, the badge drops, the platform is told once', async ({ page, request }) => {
  await useLanguage(page, 'en');
  const sent = watchMarks(page);
  // Read before the page opens: the page marks the first one read as soon as it shows it.
  const list = await notices(request, (await apiLogin(request, 'player02', 'Player1234')).token);
  expect(list.every((notice) => !notice.read)).toBe(true);
  const session = await signInAt(page, 'player02', '/m/notice?index=0');

  // The first one opens (index 0) and counts as read at once.
  const first = page.locator('.notice-list > li').first();
  await expect(first.locator('details')).toHaveAttribute('open', '');
  await expect(first.getByRole('img', { name: t('en', 'notice.unread') })).toHaveCount(0);
  await expect(badge(page, list.length - 1)).toBeVisible();
  await expect.poll(() => sent).toEqual([list[0]!.id]);
  await expect.poll(async () => (await notices(request, session.token))[0]!.read).toBe(true);

  // Opening it again sends nothing more.
  await page.reload();
  await expect(first).toBeVisible();
  await expect(badge(page, list.length - 1)).toBeVisible();
  expect(sent).toEqual([list[0]!.id]);
  await page.screenshot({ path: test.info().outputPath('notices-en.png') });
});

test('read while offline: marked at once, sent exactly once when back online', async ({ page, context, request }) => {
  await useLanguage(page, 'en');
  const sent = watchMarks(page);
  const session = await signInAt(page, 'player01', '/m/notice?index=0');
  const list = await notices(request, session.token);
  await expect.poll(() => sent).toEqual([list[0]!.id]);
  const second = page.locator('.notice-list > li').nth(1);
  await expect(second.getByRole('img', { name: t('en', 'notice.unread') })).toBeVisible();

  await context.setOffline(true);
  await second.getByText(list[1]!.title, { exact: true }).click();
  await expect(second.getByRole('img', { name: t('en', 'notice.unread') })).toHaveCount(0);
  await expect(badge(page, list.length - 2)).toBeVisible();
  expect(sent).toEqual([list[0]!.id]);
  expect((await notices(request, session.token))[1]!.read).toBe(false);

  await context.setOffline(false);
  await expect.poll(() => sent).toEqual([list[0]!.id, list[1]!.id]);
  await expect.poll(async () => (await notices(request, session.token))[1]!.read).toBe(true);
  // A reload (which sends whatever is still waiting) has nothing left to send.
  await page.reload();
  await expect(badge(page, list.length - 2)).toBeVisible();
  expect(sent).toEqual([list[0]!.id, list[1]!.id]);
});

test('a visitor reads announcements in TY; nothing is marked, a detail opens by id', async ({ page, request }) => {
  await useLanguage(page, 'ty');
  const sent = watchMarks(page);
  const list = await notices(request, null, 'TY');
  await page.goto('/m/notice?index=1');
  const item = page.locator('.notice-list > li').nth(1);
  await expect(item.locator('details')).toHaveAttribute('open', '');
  await expect(item.locator('.notice__date')).toHaveText(list[1]!.startDate);
  await page.screenshot({ path: test.info().outputPath('notices-ty.png') });
  await item.getByRole('link', { name: t('ty', 'notice.open') }).click();
  await expect(page).toHaveURL(new RegExp(`/m/noticeDetail\\?id=${list[1]!.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: list[1]!.title })).toBeVisible();
  expect(sent).toEqual([]);
});

test('the notice marquee on Home opens the announcements', async ({ page, request }) => {
  await useLanguage(page, 'en');
  await openHome(page, request, 'EN');
  await page.getByTestId('notice-marquee').click();
  await expect(page).toHaveURL(/\/m\/notice\?index=0/);
  await expect(page.locator('.notice-list > li').first().locator('details')).toHaveAttribute('open', '');
});

test('the announcements go back to the page named as referrer', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto(`/m/notice?index=0&referrer=${encodeURIComponent('/m/activity')}`);
  await expect(page.locator('.notice-list > li').first().locator('details')).toHaveAttribute('open', '');
  await page.getByRole('button', { name: text('en', 'shell', 'header.back') }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
});

test('a refresh running late labels the saved copy at the foot of the screen, and nothing in the list moves as it comes and goes', async ({
  page,
}) => {
  await signInAs(page, 'EN');
  await page.goto('/m/notice');
  await expect(page.getByTestId('notice-unread-summary')).toBeVisible();
  const shifted = await watchLayoutShifts(page);
  // The member's announcements answer well after the 3 s a stored copy is shown unlabelled.
  let answered = false;
  await page.route('**/wps/announcement/notices**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue();
    answered = true;
  });
  await page.goto('/m/notice');
  const first = page.locator('.notice-list > li').first();
  await expect(first).toBeVisible();
  const topAtFirst = (await first.boundingBox())!.y;

  const label = page.getByRole('status').filter({ hasText: t('en', 'savedCopy') });
  await expect(label).toBeInViewport();
  expect(answered).toBe(false);
  expect((await first.boundingBox())!.y).toBe(topAtFirst);
  await expect(label).toHaveCount(0, { timeout: 15_000 });
  expect((await first.boundingBox())!.y).toBe(topAtFirst);
  expect(await shifted()).toBeLessThanOrEqual(0.01);
});
