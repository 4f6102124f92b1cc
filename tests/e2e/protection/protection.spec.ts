import { expect, test } from '../support/test';
import { closePopups, scrollToHomeFoot } from '../support/home';
import { text } from '../support/locales';
import { advanceClock, en, newPlayer, openAs, PASSWORD, ty } from './support';
import { buttonsOutsidePanel } from '../support/layout';

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

  for (const language of ['EN', 'TY'] as const) {
    const lang = language === 'EN' ? 'en' : 'ty';
    const say = (namespace: string, key: string, values: Record<string, string | number> = {}) => text(lang, namespace, key, values);
    /** The words of a text before its `{{name}}` value, to find it whatever the value. */
    const lead = (namespace: string, key: string, name: string) => say(namespace, key, { [name]: '\u0000' }).split('\u0000')[0]!;

    test(`a 24-hour time-out logs the player out; signing in again says why and offers withdraw-only, where a withdrawal goes through and a deposit or game launch is refused (${language})`, async ({
      page,
    }) => {
      const who = await newPlayer(page.request);
      const first = await openAs(page, language, who);
      const headers = (token: string) => ({ token, 'idempotency-key': crypto.randomUUID() });
      await page.request.post('/wps/withdraw/paymentPassword', {
        headers: headers(first.token),
        data: { currentPassword: PASSWORD, newPaymentPassword: '135790' },
      });
      await page.request.post('/wps/withdraw/payee', {
        headers: headers(first.token),
        data: {
          kind: 'EWALLET',
          provider: 'GCash',
          accountNumber: '09171234567',
          accountName: 'Rosa Dela Cruz',
          paymentPassword: '135790',
        },
      });

      await page.goto('/m/responsibleGaming');
      const form = page.getByRole('form', { name: say('protection', 'break.title') });
      await form.getByRole('radio', { name: say('protection', 'periods.24H') }).check();
      await form.getByLabel(say('protection', 'break.password')).fill(PASSWORD);
      await form.getByRole('button', { name: say('protection', 'break.submit') }).click();
      const confirmation = page.getByRole('alertdialog', { name: say('protection', 'break.confirmTitle') });
      await expect(confirmation).toBeVisible();
      expect(await buttonsOutsidePanel(confirmation), 'the confirmation’s buttons sit inside it').toEqual([]);
      await confirmation.getByRole('button', { name: say('protection', 'break.confirm') }).click();
      await expect(page).toHaveURL(/\/m\/home/);
      await expect(page.getByText(lead('protection', 'break.started', 'time'))).toBeVisible();
      await expect(page.getByRole('link', { name: say('shell', 'actions.login') })).toBeVisible();

      // Signing in again says why and until when, and offers withdrawing the balance.
      await page.goto('/m/login');
      const login = page.getByRole('form', { name: say('account', 'login.title') });
      await login.getByLabel(say('account', 'fields.username')).fill(who.username);
      await login.getByLabel(say('account', 'fields.password'), { exact: true }).fill(PASSWORD);
      await login.getByRole('button', { name: say('account', 'login.submit') }).click();
      const reason = page.getByRole('heading', { name: lead('protection', 'break.timeOutUntil', 'time') });
      await expect(reason).toBeVisible();
      await expect(page.getByText(say('protection', 'withdrawOnly.what'))).toBeVisible();
      await page.getByRole('link', { name: say('protection', 'withdrawOnly.withdraw') }).click();
      await expect(page).toHaveURL(/\/m\/withdraw$/);
      await expect(reason).toBeVisible();

      // The withdrawal goes through in this session.
      const request = page.getByRole('form', { name: say('wallet', 'withdraw.request') });
      await request.getByRole('textbox', { name: say('wallet', 'withdraw.amount') }).fill('100');
      await request.getByLabel(say('wallet', 'withdraw.paymentPassword')).fill('135790');
      await request.getByRole('button', { name: say('wallet', 'withdraw.submit') }).click();
      await expect(page.getByRole('button', { name: `${say('wallet', 'withdraw.cancel')} ₱100.00` })).toBeVisible();

      // The deposit page is not opened: the break's message shows and the player stays with withdrawing.
      await page.goto('/m/voucherCenter');
      await expect(page).toHaveURL(/\/m\/withdraw$/);
      await expect(page.getByText(say('errors', 'codes.withdrawOnly')).first()).toBeVisible();

      // The platform refuses a deposit and a game launch from this session whatever the app does.
      const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!) as { token: string }).token);
      const deposit = await page.request.post('/wps/deposit/create', {
        headers: headers(token),
        data: { channelCode: 'GCASH', amount: '100' },
      });
      expect([deposit.status(), ((await deposit.json()) as { errorCode: string }).errorCode]).toEqual([403, 'protection.withdrawOnly']);
      await page.goto('/m/provider?vassalage=BGS');
      await page.getByRole('button', { name: 'Tala Fruits', exact: true }).click();
      await expect(page.getByText(say('errors', 'codes.withdrawOnly')).first()).toBeVisible();
      await expect(page).not.toHaveURL(/\/m\/game\?/);
    });
  }

  test('Home’s foot leads to responsible gaming (in Tagalog)', async ({ page }) => {
    const who = await newPlayer(page.request);
    await openAs(page, 'TY', who);
    const popups = (await (await page.request.get('/wps/announcement/list?types=PU&language=TY')).json()) as {
      value: { popup: unknown[] };
    };
    await page.goto('/m/home');
    await closePopups(page, 'ty', popups.value.popup.length);
    await scrollToHomeFoot(page);
    await page.getByRole('link', { name: text('ty', 'shell', 'titles.responsibleGaming') }).click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(page.getByRole('heading', { level: 1, name: text('ty', 'shell', 'titles.responsibleGaming') })).toBeVisible();
  });
});
