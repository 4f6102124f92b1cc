import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { balanceCents, en, signInAs, ty } from './support';

const PAYMENT_PASSWORD = '135790';

interface Info {
  paymentPasswordSet: boolean;
  payees: { id: number }[];
}

/** The wallet player ready to withdraw (payment password and one payout account), set through the platform's own calls. */
async function readyToWithdraw(request: APIRequestContext, token: string): Promise<void> {
  const headers = { token, 'idempotency-key': crypto.randomUUID() };
  const info = ((await (await request.get('/wps/withdraw/info', { headers })).json()) as { value: Info }).value;
  if (!info.paymentPasswordSet) {
    await request.post('/wps/withdraw/paymentPassword', {
      headers,
      data: { currentPassword: 'Player1234', newPaymentPassword: PAYMENT_PASSWORD },
    });
  }
  if (info.payees.length === 0) {
    await request.post('/wps/withdraw/payee', {
      headers,
      data: {
        kind: 'EWALLET',
        provider: 'GCash',
        accountNumber: '09171234567',
        accountName: 'Player One',
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
  }
}

test.describe('withdraw', () => {
  test('a new player sets a payment password, adds a GCash account, is refused over the withdrawable balance, and a request is held then paid by the operator', async ({
    page,
  }) => {
    const session = await signInAs(page, 'EN');
    await page.goto('/m/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();

    await page.getByLabel(en('withdraw.loginPassword')).fill('Player1234');
    await page.getByLabel(en('withdraw.newPaymentPassword')).fill(PAYMENT_PASSWORD);
    await page.getByLabel(en('withdraw.confirmPaymentPassword')).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: en('withdraw.savePassword') }).click();

    await expect(page.getByRole('heading', { name: en('withdraw.payees') })).toBeVisible();
    await page.getByRole('textbox', { name: en('withdraw.mobileNumber') }).fill('0917 123 4567');
    await page.getByRole('textbox', { name: en('withdraw.accountName') }).fill('Player One');
    await page.getByLabel(en('withdraw.paymentPassword')).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: en('withdraw.savePayee') }).click();
    await expect(page.getByText('•••• 4567').first()).toBeVisible();

    const before = await balanceCents(page.request, session.token);
    const withdrawable = (await page.getByText(en('withdraw.withdrawable')).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
    const form = page.getByRole('form', { name: en('withdraw.request') });
    await form.getByRole('textbox', { name: en('withdraw.amount') }).fill(String(before / 100 + 1));
    await form.getByLabel(en('withdraw.paymentPassword')).fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: en('withdraw.submit') }).click();
    await expect(form.getByText(en('errors.withdraw.overWithdrawable', { withdrawable }))).toBeVisible();
    expect(await balanceCents(page.request, session.token)).toBe(before);

    await form.getByRole('textbox', { name: en('withdraw.amount') }).fill('250.75');
    await form.getByRole('button', { name: en('withdraw.submit') }).click();
    await expect(page.getByRole('button', { name: `${en('withdraw.cancel')} ₱250.75` })).toBeVisible();
    // The request says it was made, and the form starts over empty, not complaining about its empty fields.
    await expect(page.getByText(en('withdraw.requested', { amount: '₱250.75' }))).toBeVisible();
    await expect(form.getByRole('textbox', { name: en('withdraw.amount') })).toHaveValue('');
    await expect(form.getByText(en('deposit.amountIssue.required'))).toHaveCount(0);
    await expect(form.getByText(en('withdraw.passwordIssue.required'))).toHaveCount(0);
    // Held at once: the balance drops before any approval.
    expect(await balanceCents(page.request, session.token)).toBe(before - 25_075);

    await page.goto('/dev/cashier');
    // Other players' requests may wait on the same desk: this player's row is the one approved.
    const ownRow = () => page.getByRole('row').filter({ hasText: session.userName });
    await ownRow()
      .getByRole('button', { name: /^Approve withdrawal/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Cashier' })).toBeVisible();
    await expect(ownRow()).toHaveCount(0);
    expect(await balanceCents(page.request, session.token)).toBe(before - 25_075);

    // The paid request is in the withdrawal records and its hold in the ledger.
    await page.goto('/m/withdrawReport');
    const records = page.getByRole('list', { name: 'Withdrawal records' });
    await expect(records.getByRole('listitem').filter({ hasText: '₱250.75' })).toContainText(en('withdraw.statuses.PAID'));
    const ledger = await page.request.get('/wps/wallet/records?range=today&kind=WITHDRAWAL_HOLD', { headers: { token: session.token } });
    const lines = ((await ledger.json()) as { value: { list: { amount: string }[] } }).value.list;
    expect(lines[0]?.amount).toBe('-250.75');
  });

  test('a pending withdrawal cancelled by the player gives the money back (in Tagalog)', async ({ page }) => {
    const session = await signInAs(page, 'TY');
    await readyToWithdraw(page.request, session.token);
    const before = await balanceCents(page.request, session.token);
    await page.goto('/m/withdraw');
    const form = page.getByRole('form', { name: ty('withdraw.request') });
    await form.getByRole('textbox', { name: ty('withdraw.amount') }).fill('120');
    await form.getByLabel(ty('withdraw.paymentPassword')).fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: ty('withdraw.submit') }).click();
    await expect(page.getByRole('button', { name: `${ty('withdraw.cancel')} ₱120.00` })).toBeVisible();
    expect(await balanceCents(page.request, session.token)).toBe(before - 12_000);
    await page.getByRole('button', { name: `${ty('withdraw.cancel')} ₱120.00` }).click();
    await expect(page.getByRole('heading', { name: ty('withdraw.pending') })).toHaveCount(0);
    expect(await balanceCents(page.request, session.token)).toBe(before);
  });

  test('a wrong payment password is refused beside the field with the tries left, and nothing is held', async ({ page }) => {
    const session = await signInAs(page, 'EN');
    await readyToWithdraw(page.request, session.token);
    const before = await balanceCents(page.request, session.token);
    await page.goto('/m/withdraw');
    const form = page.getByRole('form', { name: en('withdraw.request') });
    await form.getByRole('textbox', { name: en('withdraw.amount') }).fill('100');
    await form.getByLabel(en('withdraw.paymentPassword')).fill('000000');
    await form.getByRole('button', { name: en('withdraw.submit') }).click();
    // The platform allows five tries before it locks the payment password: the player is told how many are left.
    await expect(form.getByText(en('errors.paymentPassword.wrong_other', { count: 4 }))).toBeVisible();
    await form.getByLabel(en('withdraw.paymentPassword')).fill('000001');
    await form.getByRole('button', { name: en('withdraw.submit') }).click();
    await expect(form.getByText(en('errors.paymentPassword.wrong_other', { count: 3 }))).toBeVisible();
    expect(await balanceCents(page.request, session.token)).toBe(before);
  });
});
