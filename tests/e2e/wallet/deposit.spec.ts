import { expect, test } from '../support/test';
import { balanceCents, en, gatewayRef, signInAs, ty } from './support';

test.describe('deposit through the payment gateway', () => {
  test('an approved deposit raises the balance by exactly its amount, once, however often the gateway calls back', async ({ page }) => {
    const session = await signInAs(page, 'EN');
    const before = await balanceCents(page.request, session.token);
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await page.getByRole('radio', { name: /GCash/ }).check();
    await page.getByRole('button', { name: '₱500.00' }).click();
    await expect(page.getByRole('textbox', { name: en('deposit.amount') })).toHaveValue('500');
    await page.getByRole('button', { name: en('deposit.submit'), exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
    const ref = await gatewayRef(page);
    await expect(page.getByText('PHP 500.00')).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+/);
    await expect(page.getByRole('heading', { name: en('deposit.status.PAID') })).toBeVisible();
    // The gateway repeats its callback: the wallet is credited once.
    const repeated = await page.request.post(`/dev/gateway/payments/${ref}/redeliver`, { data: { times: 20 } });
    expect(((await repeated.json()) as { value: { statuses: number[] } }).value.statuses.every((s) => s === 200)).toBe(true);
    expect(await balanceCents(page.request, session.token)).toBe(before + 50_000);
    // A reload shows the same settled deposit.
    await page.reload();
    await expect(page.getByRole('heading', { name: en('deposit.status.PAID') })).toBeVisible();
  });

  test('a declined deposit changes nothing (in Tagalog)', async ({ page }) => {
    const session = await signInAs(page, 'TY');
    const before = await balanceCents(page.request, session.token);
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /Maya/ }).check();
    await page.getByRole('textbox', { name: ty('deposit.amount') }).fill('300');
    await page.getByRole('button', { name: ty('deposit.submit'), exact: true }).click();
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await expect(page.getByRole('heading', { name: ty('deposit.status.FAILED') })).toBeVisible();
    await expect(page.getByText(ty('deposit.statusText.FAILED'))).toBeVisible();
    expect(await balanceCents(page.request, session.token)).toBe(before);
  });

  test('an expired payment shows as expired and credits nothing', async ({ page }) => {
    const session = await signInAs(page, 'EN');
    const before = await balanceCents(page.request, session.token);
    await page.goto('/m/voucherCenter');
    await page.getByRole('textbox', { name: en('deposit.amount') }).fill('200');
    await page.getByRole('button', { name: en('deposit.submit'), exact: true }).click();
    await page.getByRole('button', { name: 'Let it expire' }).click();
    await expect(page.getByRole('heading', { name: en('deposit.status.EXPIRED') })).toBeVisible();
    expect(await balanceCents(page.request, session.token)).toBe(before);
  });

  test('paying a different amount credits what was paid and says so', async ({ page }) => {
    const session = await signInAs(page, 'EN');
    const before = await balanceCents(page.request, session.token);
    await page.goto('/m/voucherCenter');
    await page.getByRole('textbox', { name: en('deposit.amount') }).fill('500');
    await page.getByRole('button', { name: en('deposit.submit'), exact: true }).click();
    await page.getByLabel('Amount paid').fill('450.50');
    await page.getByRole('button', { name: 'Pay a different amount' }).click();
    await expect(page.getByRole('heading', { name: en('deposit.status.PAID') })).toBeVisible();
    await expect(page.getByText(en('deposit.mismatch', { paid: '₱450.50', asked: '₱500.00' }))).toBeVisible();
    expect(await balanceCents(page.request, session.token)).toBe(before + 45_050);
  });

  test('the status screen waits through a reload and the network going away, and settles when it returns', async ({ page, context }) => {
    const session = await signInAs(page, 'EN');
    const before = await balanceCents(page.request, session.token);
    await page.goto('/m/voucherCenter');
    await page.getByRole('textbox', { name: en('deposit.amount') }).fill('150');
    await page.getByRole('button', { name: en('deposit.submit'), exact: true }).click();
    const ref = await gatewayRef(page);
    // The player leaves the gateway page without paying: back in the app, the deposit waits.
    await page.goBack();
    await expect(page.getByRole('heading', { name: en('deposit.status.PENDING') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: en('deposit.status.PENDING') })).toBeVisible();
    await expect(page.getByRole('link', { name: en('deposit.payNow') })).toHaveAttribute('href', `/dev/gateway/pay/${ref}`);

    await context.setOffline(true);
    // Paid elsewhere (another device, the bank's app) while this phone is offline.
    await page.request.post(`/dev/gateway/pay/${ref}`, { form: { choice: 'approve' }, maxRedirects: 0 });
    await expect(page.getByRole('heading', { name: en('deposit.status.PENDING') })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: en('deposit.status.PAID') })).toBeVisible();
    expect(await balanceCents(page.request, session.token)).toBe(before + 15_000);

    // Reopening the deposit page later shows no leftover "waiting" notice for it.
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('textbox', { name: en('deposit.amount') })).toBeVisible();
    await expect(page.getByText(en('deposit.pendingNotice'))).toHaveCount(0);
  });

  test('an amount outside the channel limits is refused beside the field, and nothing is opened', async ({ page }) => {
    await signInAs(page, 'EN');
    await page.goto('/m/voucherCenter');
    await page.getByRole('textbox', { name: en('deposit.amount') }).fill('99.99');
    await page.getByRole('button', { name: en('deposit.submit'), exact: true }).click();
    await expect(page.getByText(en('deposit.amountRange', { min: '₱100.00', max: '₱50,000.00' }))).toBeVisible();
    await page.getByRole('textbox', { name: en('deposit.amount') }).fill('1e309');
    await expect(page.getByText(en('deposit.amountIssue.invalid'))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  });

  test('a member reopening the deposit page sees its channels with the form, and the cookie that says so holds nothing of the session', async ({
    page,
    context,
  }) => {
    const session = await signInAs(page, 'TY');
    await page.goto('/m/voucherCenter');
    const limits = ty('deposit.limits', { min: '₱100.00', max: '₱50,000.00' });
    await expect(page.getByText(`${limits} · ${ty('deposit.processingMinutes_one', { count: 1 })} · ${ty('deposit.noFee')}`)).toBeVisible();
    await expect(page.getByText('GCash', { exact: true })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'tala_member')?.value).toBe('member');
    expect(JSON.stringify(cookies)).not.toContain(session.token);
  });
});
