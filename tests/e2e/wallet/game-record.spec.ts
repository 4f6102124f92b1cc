import type { Page } from '@playwright/test';
import { text } from '../support/locales';
import { setSite } from '../support/site';
import { expect, test } from '../support/test';
import { signInAs } from './support';

const DEMO = { username: 'demo', password: 'Demo1234' } as const;
type Language = 'en' | 'ty';
const orders = (language: Language, key: string, values: Record<string, string | number> = {}) => text(language, 'orders', key, values);
const wallet = (language: Language, key: string) => text(language, 'wallet', key);
const shell = (language: Language, key: string) => text(language, 'shell', key);

function betList(page: Page, language: Language) {
  return page.getByRole('list', { name: shell(language, 'titles.betRecords') });
}

for (const language of ['en', 'ty'] as const) {
  test(`bet records (${language}): the demo member's last 7 days, a game-type filter and an order's lines`, async ({ page }) => {
    await signInAs(page, language === 'en' ? 'EN' : 'TY', DEMO);
    await page.goto('/m/gameRecord');
    await expect(page.getByRole('heading', { level: 1, name: shell(language, 'titles.betRecords') })).toBeVisible();
    await page.getByRole('radio', { name: wallet(language, 'records.ranges.last7') }).check();
    await expect(page).toHaveURL(/range=last7/);
    const list = betList(page, language);
    await expect(list.getByRole('listitem')).toHaveCount(20);
    const totals = page.getByRole('region', { name: new RegExp(orders(language, 'totals', { count: 0 }).replace(/0.*$/, '')) });
    await expect(totals.getByText(orders(language, 'figures.validBet'))).toBeVisible();
    // More orders load as the list scrolls.
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(20);

    // Filter by the first order's game type: every order shown is of that type.
    const firstType = (await list.getByRole('listitem').first().locator('.record__time').first().textContent())!.split(' · ')[0]!;
    await page.getByLabel(orders(language, 'gameType')).selectOption({ label: firstType });
    await expect(page).toHaveURL(/gameType=/);
    const typesShown = async () =>
      (await list.locator('.record__main .record__time:first-of-type').allTextContents()).map((line) => line.split(' · ')[0]);
    await expect.poll(async () => [...new Set(await typesShown())]).toEqual([firstType]);

    // An order's detail: its figures, its five paylines and the reels.
    const gameName = (await list.getByRole('listitem').first().locator('strong').first().textContent())!;
    await list.getByRole('listitem').first().getByRole('button').click();
    await expect(page).toHaveURL(/order=/);
    await expect(page.getByRole('heading', { level: 2, name: gameName })).toBeVisible();
    const lines = page.getByRole('list', { name: orders(language, 'subOrders') });
    await expect(lines.getByRole('listitem')).toHaveCount(5);
    await expect(lines.getByText(orders(language, 'line', { line: 1 }), { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: orders(language, 'grid') }).getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: orders(language, 'back') }).click();
    await expect(page).not.toHaveURL(/order=/);
    await expect(list.getByRole('listitem').first()).toBeVisible();
  });
}

test('a spin just played on Tala Fruits is the newest bet order, with its bet and win', async ({ page }) => {
  await signInAs(page, 'TY', DEMO);
  await page.goto('/m/provider?vassalage=BGS');
  await page.getByRole('button', { name: 'Tala Fruits', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/game\?/);
  await page.getByRole('radio', { name: /10\.00/ }).check();
  await page.getByRole('button', { name: /^I-spin/ }).click();
  const result = page.getByTestId('round-result');
  await expect(result).toHaveAttribute('data-round', /[0-9a-f-]{36}/);
  const roundId = (await result.getAttribute('data-round'))!;
  const net = Number(await result.getAttribute('data-net'));
  const win = (10 + net).toFixed(2);

  await page.goto('/m/gameRecord?range=today');
  const newest = betList(page, 'ty').getByRole('listitem').first();
  await expect(newest).toContainText('Tala Fruits');
  await expect(newest).toContainText(orders('ty', 'betLine', { bet: '₱10.00', win: `₱${win}` }));
  await newest.getByRole('button').click();
  await expect(page.getByText(roundId, { exact: true })).toBeVisible();
  const lines = page.getByRole('list', { name: orders('ty', 'subOrders') });
  await expect(lines.getByRole('listitem')).toHaveCount(5);
  await expect(lines.getByText(orders('ty', 'stake', { stake: '₱2.00' })).first()).toBeVisible();
});

test('a trial account and a site with bet records off do not open the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tala.language', 'EN'));
  await page.goto('/m/login');
  await page.getByRole('button', { name: text('en', 'account', 'freePlay.start') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/gameRecord');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(text('en', 'errors', 'codes.trialNotAllowed'))).toBeVisible();

  const restore = await setSite(page.request, { whitelabel: { TRANSBETREPMEM3: false } });
  try {
    await signInAs(page, 'EN', DEMO);
    await page.goto('/m/gameRecord');
    await expect(page).toHaveURL(/\/m\/home$/);
    const refused = await page.request.get('/lgw/orders?range=today', {
      headers: { token: (await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!) as { token: string })).token },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await restore();
  }
});
