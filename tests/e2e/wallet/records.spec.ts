import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { en, pickDay, signInAs, ty } from './support';

const DEMO = { username: 'demo', password: 'Demo1234' } as const;
const title = (language: 'en' | 'ty', key: string) => text(language, 'shell', `titles.${key}`);

test.describe('records pages', () => {
  test('transactions: the last 30 days of the seeded history, a kind filter, and more rows as the list scrolls', async ({ page }) => {
    await signInAs(page, 'EN', DEMO);
    await page.goto('/m/transaction/record');
    await expect(page.getByRole('heading', { level: 1, name: title('en', 'transactionRecords') })).toBeVisible();
    await page.getByRole('radio', { name: en('records.ranges.last30') }).check();
    await expect(page).toHaveURL(/range=last30/);
    const list = page.getByRole('list', { name: title('en', 'transactionRecords') });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(20);

    await page.getByLabel(en('records.kind')).selectOption({ label: en('records.kinds.DEPOSIT') });
    await expect(page).toHaveURL(/kind=DEPOSIT/);
    await expect(list.getByRole('listitem').first()).toContainText(en('records.kinds.DEPOSIT'));
    const kinds = await list.getByRole('listitem').locator('.record__main strong').allTextContents();
    expect(kinds.length).toBeGreaterThan(3);
    expect(new Set(kinds)).toEqual(new Set([en('records.kinds.DEPOSIT')]));
    // The filter survives a reload: it is in the address.
    await page.reload();
    await expect(page.getByLabel(en('records.kind'))).toHaveValue('DEPOSIT');
  });

  test('deposits: rows in the last 30 days, an empty today, and a custom range longer than 90 days refused', async ({ page }) => {
    await signInAs(page, 'EN', DEMO);
    await page.goto('/m/vouReport?range=last30');
    const list = page.getByRole('list', { name: title('en', 'depositRecords') });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByText(en('deposit.status.PAID')).first()).toBeVisible();
    await page.getByRole('radio', { name: en('records.ranges.today') }).check();
    await expect(page.getByText(en('records.empty'))).toBeVisible();

    await page.getByRole('radio', { name: en('records.ranges.custom') }).check();
    await pickDay(page, 'en', en('records.from'), '2026-01-01');
    await pickDay(page, 'en', en('records.to'), '2026-06-30');
    await expect(page.getByRole('alert')).toHaveText(en('records.rangeIssue.tooLong', { days: 90 }));
    // Thirty days fit: the range goes to the address and the warning leaves.
    await pickDay(page, 'en', en('records.from'), '2026-06-01');
    await expect(page).toHaveURL(/from=2026-06-01.*to=2026-06-30|to=2026-06-30.*from=2026-06-01/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('withdrawals in Tagalog: paid and rejected requests of the seeded history', async ({ page }) => {
    await signInAs(page, 'TY', DEMO);
    await page.goto('/m/withdrawReport?range=last30');
    await expect(page.getByRole('heading', { level: 1, name: title('ty', 'withdrawRecords') })).toBeVisible();
    const list = page.getByRole('list', { name: title('ty', 'withdrawRecords') });
    await expect(list.getByText(ty('withdraw.statuses.PAID')).first()).toBeVisible();
    await page.getByRole('radio', { name: ty('records.ranges.custom') }).check();
    await pickDay(page, 'ty', ty('records.from'), '2026-01-01');
    await pickDay(page, 'ty', ty('records.to'), '2025-12-01');
    await expect(page.getByRole('alert')).toHaveText(ty('records.rangeIssue.backwards'));
  });

  test('profit and loss: totals, game types and days over the last 7 days, and a range change', async ({ page }) => {
    await signInAs(page, 'EN', DEMO);
    await page.goto('/m/profitandloss?range=last7');
    await expect(page.getByRole('heading', { level: 1, name: title('en', 'profitAndLoss') })).toBeVisible();
    const total = page.getByRole('region', { name: text('en', 'wallet', 'profit.total') });
    await expect(total.getByText(en('profit.figures.net'))).toBeVisible();
    const days = page.getByRole('list', { name: en('profit.byDay') });
    // A row for each day of the seven with play: the seeded history plays every day but, just after midnight in
    // Manila, not yet the new one.
    await expect.poll(() => days.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    expect(await days.getByRole('listitem').count()).toBeLessThanOrEqual(7);
    await expect(
      page
        .getByRole('list', { name: en('profit.byCategory') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await page.getByRole('radio', { name: en('records.ranges.last30') }).check();
    await expect.poll(() => days.getByRole('listitem').count()).toBeGreaterThan(25);
  });
});
