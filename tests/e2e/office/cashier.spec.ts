import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from '../lobby/support';
import { newPlayer } from '../messaging/support';
import { scanForViolations } from '../support/accessibility';
import { expect, test } from '../support/test';
import { en, signInAs } from '../wallet/support';
import { newStaff, signInOffice } from './support';

const PAYMENT_PASSWORD = '135790';
const PAYEE_NUMBER = '09171234567';

/** A fresh player with a payment password and a GCash account who asks to withdraw `amount`; answers the request's number. */
async function playerWithRequest(request: APIRequestContext, amount: string) {
  const player = await newPlayer(request);
  const { token } = await apiLogin(request, player.username, player.password);
  const call = async (path: string, data: object) => {
    const answer = await request.post(path, { headers: { token, 'idempotency-key': crypto.randomUUID() }, data });
    const body = (await answer.json()) as { success: boolean; value: { id: number } };
    if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.value;
  };
  await call('/wps/withdraw/paymentPassword', { currentPassword: player.password, newPaymentPassword: PAYMENT_PASSWORD });
  const payee = await call('/wps/withdraw/payee', {
    kind: 'EWALLET',
    provider: 'GCash',
    accountNumber: PAYEE_NUMBER,
    accountName: 'Player One',
    paymentPassword: PAYMENT_PASSWORD,
  });
  const withdrawal = await call('/wps/withdraw/create', { payeeId: payee.id, amount, paymentPassword: PAYMENT_PASSWORD });
  return { player, withdrawalId: withdrawal.id };
}

/** Opens a request from the cashier's queue. */
async function openRequest(page: Page, id: number) {
  await page.getByRole('navigation', { name: 'Rooms' }).getByRole('link', { name: 'Cashier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cashier' })).toBeVisible();
  await page.getByRole('button', { name: `Open request no. ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Withdrawal no. ${id}` })).toBeVisible();
}

test('a cashier with an authenticator pays a withdrawal after confirming it, and the player then sees it paid', async ({
  page,
  browser,
}) => {
  const { player, withdrawalId } = await playerWithRequest(page.request, '123.45');
  const cashier = await newStaff(page.request, 'cashier');
  await signInOffice(page, cashier);

  await page.getByRole('navigation', { name: 'Rooms' }).getByRole('link', { name: 'Cashier' }).click();
  const row = page.locator(`tr[data-withdrawal="${withdrawalId}"]`);
  await expect(row).toContainText('₱123.45');
  await expect(row).toContainText('•••• 4567');
  expect(await scanForViolations(page)).toEqual([]);

  await openRequest(page, withdrawalId);
  // The detail, and only the detail, shows the whole number the cashier pays to.
  await expect(page.getByText(PAYEE_NUMBER, { exact: true })).toBeVisible();
  const context = page.getByRole('region', { name: 'The player' });
  // The demo credit less the amount held for this request.
  await expect(context.getByRole('definition').first()).toHaveText('₱4,876.55');
  await expect(context).toContainText('No break.');
  expect(await scanForViolations(page)).toEqual([]);

  await page.getByLabel('Payout reference').fill('GC-E2E-0001');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Pay withdrawal no. ${withdrawalId}?` });
  await expect(dialog).toContainText(`₱123.45 to GCash ${PAYEE_NUMBER}`);
  await expect(dialog).toContainText('GC-E2E-0001');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toHaveText(`Withdrawal no. ${withdrawalId} is paid.`);
  await expect(page.locator('[data-status]')).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  const playerPage = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInAs(playerPage, 'EN', player);
  await playerPage.goto('/m/withdrawReport');
  const records = playerPage.getByRole('list', { name: 'Withdrawal records' });
  await expect(records.getByRole('listitem').filter({ hasText: '₱123.45' })).toContainText(en('withdraw.statuses.PAID'));
  await playerPage.close();
});

test('two cashiers on one request: the first to decide wins, the other is told and sees the decision', async ({ page, browser }) => {
  const { player, withdrawalId } = await playerWithRequest(page.request, '150');
  const first = await newStaff(page.request, 'cashier');
  const second = await newStaff(page.request, 'cashier');
  await signInOffice(page, first);
  const late = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInOffice(late, second);
  await openRequest(page, withdrawalId);
  await openRequest(late, withdrawalId);

  await page.getByLabel('Reason').fill('The account name differs from yours. <b>Call us</b>');
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status')).toContainText('is rejected');

  await late.getByLabel('Payout reference').fill('GC-LATE');
  await late.getByRole('button', { name: 'Approve', exact: true }).click();
  await late.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(late.getByRole('alert')).toHaveText('Someone else decided this first. The list has been refreshed.');
  await expect(late.locator('[data-status]')).toHaveText('Rejected');
  await expect(late.getByText(first.username, { exact: true })).toBeVisible();
  await late.close();

  // The player reads the reason in the inbox, as words.
  const { token } = await apiLogin(page.request, player.username, player.password);
  const inbox = (await (await page.request.get('/wps/inbox/list?language=EN', { headers: { token } })).json()) as {
    value: { list: { title: string; body: string }[] };
  };
  expect(inbox.value.list[0]).toMatchObject({
    title: 'Withdrawal not approved',
    body: expect.stringContaining('Reason: The account name differs from yours. <b>Call us</b>'),
  });
});
