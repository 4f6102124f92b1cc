import { expect, test } from '../support/test';
import { logInThroughForm } from '../account/support';
import { apiLogin } from '../lobby/support';
import { text } from '../support/locales';
import { advanceClock, en, enError, newPlayer, openAs, PASSWORD, ty } from './support';

const wallet = (key: string) => text('en', 'wallet', key);

test.describe('responsible gaming', () => {
  test('a daily deposit limit refuses a deposit above it with the remainder; a raise applies only after 24 hours and a confirmation', async ({
    page,
  }) => {
    const who = await newPlayer(page.request);
    await openAs(page, 'EN', who);
    await page.goto('/m/responsibleGaming');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'shell', 'titles.responsibleGaming') })).toBeVisible();
    const daily = page.getByRole('form', { name: en('limits.DEPOSIT_DAY') });
    await daily.getByRole('textbox', { name: en('limit.newAmount') }).fill('500');
    await daily.getByRole('button', { name: en('limit.save') }).click();
    await expect(page.getByText('Daily deposit limit: ₱500.00. Used ₱0.00, ₱500.00 left.')).toBeVisible();

    const depositAbove = async () => {
      await page.goto('/m/voucherCenter');
      await page.getByRole('textbox', { name: wallet('deposit.amount') }).fill('600');
      await page.getByRole('button', { name: wallet('deposit.submit'), exact: true }).click();
    };
    await depositAbove();
    await expect(
      page.getByRole('alert').filter({ hasText: text('en', 'wallet', 'errors.protection.depositLimit', { remaining: '₱500.00' }) }),
    ).toBeVisible();

    // Raising waits: the old limit still applies.
    await page.goto('/m/responsibleGaming');
    await daily.getByRole('textbox', { name: en('limit.newAmount') }).fill('2000');
    await daily.getByRole('button', { name: en('limit.save') }).click();
    await expect(page.getByText(/Change to ₱2,000\.00 waiting/)).toBeVisible();
    await expect(page.getByRole('button', { name: en('limit.confirm', { name: en('limits.DEPOSIT_DAY') }) })).toHaveCount(0);
    await depositAbove();
    await expect(
      page.getByRole('alert').filter({ hasText: text('en', 'wallet', 'errors.protection.depositLimit', { remaining: '₱500.00' }) }),
    ).toBeVisible();

    // 24 hours later (the platform's test clock), the player confirms and the new limit applies.
    await advanceClock(page.request, 24 * 60 + 1);
    await page.goto('/m/responsibleGaming');
    await page.getByRole('button', { name: en('limit.confirm', { name: en('limits.DEPOSIT_DAY') }) }).click();
    await expect(page.getByText('Daily deposit limit: ₱2,000.00. Used ₱0.00, ₱2,000.00 left.')).toBeVisible();
    const history = page.getByRole('region', { name: en('history.title') });
    await expect(history.getByText('Daily deposit limit: change from ₱500.00 to ₱2,000.00 confirmed')).toBeVisible();
    await expect(history.getByText('Daily deposit limit set to ₱500.00')).toBeVisible();
    await depositAbove();
    await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  });

  test('a reality check at a short test interval stops slot play until answered (in Tagalog)', async ({ page }) => {
    const who = await newPlayer(page.request);
    const session = await openAs(page, 'TY', who);
    await page.request.post('/dev/protection/reality-check', { data: { username: who.username, seconds: 60 } });
    await page.goto('/m/provider?vassalage=BGS');
    await page.getByRole('button', { name: 'Tala Fruits', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/game\?/);
    const spin = page.getByRole('button', { name: /^I-spin/ });
    await spin.click();
    await expect(spin).toBeEnabled();
    const dialog = page.getByRole('alertdialog', { name: ty('reality.title') });
    await expect(dialog).toHaveCount(0);

    // A minute of play later (the platform's clock), the next spin is refused and the check stops play.
    await advanceClock(page.request, 2);
    await spin.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/minuto ka nang naglalaro sa session na ito/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: ty('reality.history') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: ty('reality.logOut') })).toBeVisible();
    const launch = new URL(page.url()).searchParams.get('launch');
    const refused = await page.request.post('/wps/game/demoSlot/spin', {
      headers: { token: session.token },
      data: { launch, roundId: crypto.randomUUID(), bet: 1 },
    });
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('protection.realityCheckDue');

    await dialog.getByRole('button', { name: ty('reality.continue') }).click();
    await expect(dialog).toHaveCount(0);
    const played = page.waitForResponse((r) => r.url().includes('/wps/game/demoSlot/spin'));
    await spin.click();
    expect((await played).status()).toBe(200);
  });

  test('a 24-hour time-out logs the player out, login is refused with the reason, and a withdrawal still goes through the API', async ({
    page,
  }) => {
    const who = await newPlayer(page.request);
    await openAs(page, 'EN', who);
    // A second session, as another device would hold: it may still withdraw.
    const other = await apiLogin(page.request, who.username, who.password);
    const headers = () => ({ token: other.token, 'idempotency-key': crypto.randomUUID() });
    await page.request.post('/wps/withdraw/paymentPassword', {
      headers: headers(),
      data: { currentPassword: PASSWORD, newPaymentPassword: '135790' },
    });
    await page.request.post('/wps/withdraw/payee', {
      headers: headers(),
      data: { kind: 'EWALLET', provider: 'GCash', accountNumber: '09171234567', accountName: 'Rosa Dela Cruz', paymentPassword: '135790' },
    });

    await page.goto('/m/responsibleGaming');
    const form = page.getByRole('form', { name: en('break.title') });
    await form.getByRole('radio', { name: en('periods.24H') }).check();
    await form.getByLabel(en('break.password')).fill(PASSWORD);
    await form.getByRole('button', { name: en('break.submit') }).click();
    await page
      .getByRole('alertdialog', { name: en('break.confirmTitle') })
      .getByRole('button', { name: en('break.confirm') })
      .click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.getByText(/Your break has started\. Play is closed until/)).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'shell', 'actions.login') })).toBeVisible();

    // Logging in again is refused with the reason.
    await page.goto('/m/login');
    await logInThroughForm(page, who.username, PASSWORD);
    await expect(page.getByText(enError('timeOut'))).toBeVisible();

    // The balance can still be withdrawn; a deposit cannot be made.
    const payees = (
      (await (await page.request.get('/wps/withdraw/info', { headers: headers() })).json()) as { value: { payees: { id: number }[] } }
    ).value.payees;
    const withdrawal = await page.request.post('/wps/withdraw/create', {
      headers: headers(),
      data: { payeeId: payees[0]!.id, amount: '100', paymentPassword: '135790' },
    });
    expect(withdrawal.status()).toBe(200);
    const deposit = await page.request.post('/wps/deposit/create', { headers: headers(), data: { channelCode: 'GCASH', amount: '100' } });
    expect(((await deposit.json()) as { errorCode: string }).errorCode).toBe('protection.timeOut');
  });
});
