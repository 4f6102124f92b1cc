import { expect, test } from '../support/test';
import { smsCode, uniqueMobile } from '../account/support';
import { text } from '../support/locales';
import { balanceCents, grantReward, m, PASSWORD, registerMember, signIn } from './support';

const FIRST_PAYMENT_PASSWORD = '582014';
const NEXT_PAYMENT_PASSWORD = '710356';

test('payment password (EN): with a bound mobile, changing it asks for the SMS code from the outbox, after the resend countdown', async ({
  page,
}) => {
  // The number's one-code-a-minute limit is waited out once: a longer walk than most.
  test.setTimeout(180_000);
  const who = await registerMember(page.request);
  await signIn(page, 'EN', who);
  await page.goto('/m/securityCenter');

  // No mobile yet: the login password sets it, no code asked.
  const setForm = page.getByRole('form', { name: m('EN', 'security.setPaymentPassword') });
  await expect(setForm.getByRole('button', { name: m('EN', 'security.getCode') })).toHaveCount(0);
  await setForm.getByLabel(m('EN', 'security.loginPasswordField')).fill(PASSWORD);
  await setForm.getByLabel(m('EN', 'security.newPaymentPassword')).fill(FIRST_PAYMENT_PASSWORD);
  await setForm.getByLabel(m('EN', 'security.confirmPaymentPassword')).fill(FIRST_PAYMENT_PASSWORD);
  await setForm.getByRole('button', { name: m('EN', 'security.save') }).click();
  await expect(page.getByRole('heading', { name: m('EN', 'security.changePaymentPassword') })).toBeVisible();

  // Bind a mobile through its SMS code.
  const mobile = uniqueMobile();
  const mobileForm = page.getByRole('form', { name: m('EN', 'security.bindMobile') });
  await mobileForm.getByLabel(m('EN', 'security.mobileNum')).fill(mobile);
  await mobileForm.getByRole('button', { name: m('EN', 'security.getCode') }).click();
  await mobileForm.getByLabel(m('EN', 'security.code')).fill(await smsCode(page.request, mobile));
  await mobileForm.getByRole('button', { name: m('EN', 'security.bindMobile') }).click();
  const masked = `+63 ${'•'.repeat(7)}${mobile.slice(-3)}`;
  await expect(page.getByText(`${masked} · ${m('EN', 'security.verified')}`)).toBeVisible();

  // Changing it now takes the code sent to that mobile.
  const changeForm = page.getByRole('form', { name: m('EN', 'security.changePaymentPassword') });
  const codeField = changeForm.getByLabel(m('EN', 'security.paymentPasswordCode', { mobile: masked }));
  await changeForm.getByLabel(m('EN', 'security.currentPaymentPassword')).fill(FIRST_PAYMENT_PASSWORD);
  await changeForm.getByLabel(m('EN', 'security.newPaymentPassword')).fill(NEXT_PAYMENT_PASSWORD);
  await changeForm.getByLabel(m('EN', 'security.confirmPaymentPassword')).fill(NEXT_PAYMENT_PASSWORD);
  await codeField.fill('000000');
  // The binding code went out moments ago: the number's limit answers with the wait, which the button counts down.
  const getCode = changeForm.getByRole('button', { name: m('EN', 'security.getCode') });
  await getCode.click();
  await expect(page.getByText(text('en', 'errors', 'codes.smsTooSoon'))).toBeVisible();
  await expect(changeForm.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await expect(getCode).toBeEnabled({ timeout: 90_000 });
  await getCode.click();
  await expect(page.getByText(m('EN', 'security.paymentPasswordCodeSent'))).toBeVisible();
  await expect(changeForm.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const code = await smsCode(page.request, mobile, '63', 1);

  // A wrong code is refused beside its field; the right one changes the password.
  await changeForm.getByRole('button', { name: m('EN', 'security.save') }).click();
  await expect(changeForm.getByText(text('en', 'errors', 'codes.verificationCode'))).toBeVisible();
  await codeField.fill(code);
  await changeForm.getByRole('button', { name: m('EN', 'security.save') }).click();
  await expect(page.getByText(m('EN', 'security.paymentPasswordSaved'))).toBeVisible();
  await expect(codeField).toHaveValue('');
});

test('birthday reward (TY): a member born this month finds the birthday reward in the reward centre and claims it once', async ({
  page,
}) => {
  const who = await registerMember(page.request);
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const month = String(manila.getUTCMonth() + 1).padStart(2, '0');
  const set = await page.request.post('/dev/member-centre/birthday', { data: { username: who.username, birthday: `1995-${month}-10` } });
  expect(set.ok()).toBe(true);
  const session = await signIn(page, 'TY', who);
  const before = await balanceCents(page.request, session.token);

  await page.goto('/m/rewardCenter');
  await expect(page.getByText(m('TY', 'rewards.unclaimed_one', { count: 1 }))).toBeVisible();
  const title = m('TY', 'rewards.sources.BIRTHDAY', { label: manila.getUTCFullYear() });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: m('TY', 'rewards.claimLabel', { title }) }).click();
  await expect(page.getByText(m('TY', 'rewards.claimed', { amount: '₱18.00' }))).toBeVisible();
  await expect(page.getByRole('button', { name: m('TY', 'rewards.claimLabel', { title }) })).toHaveCount(0);
  expect(await balanceCents(page.request, session.token)).toBe(before + 1_800);

  // Reading the centres again this year grants nothing more.
  await page.goto('/m/mine');
  await page.goto('/m/rewardCenter');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(1);
  await expect(page.getByText(m('TY', 'rewards.states.CLAIMED'))).toBeVisible();
  await expect(page.getByText(m('TY', 'rewards.unclaimed_other', { count: 0 }))).toBeVisible();
  expect(await balanceCents(page.request, session.token)).toBe(before + 1_800);
});

test('upline transfer (TY): bonus money under turnover is not transferable, and an amount above what is transferable is refused', async ({
  page,
}) => {
  const inviter = await registerMember(page.request);
  const inviterSession = await signIn(page, 'TY', inviter);
  await page.goto('/m/inviteFriends');
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  const friend = await registerMember(page.request, code);
  const session = await signIn(page, 'TY', friend);
  const headers = { token: session.token, 'content-type': 'application/json' };
  const set = await page.request.post('/wps/withdraw/paymentPassword', {
    headers,
    data: { currentPassword: friend.password, newPaymentPassword: FIRST_PAYMENT_PASSWORD },
  });
  expect(set.ok()).toBe(true);
  // A ₱300 reward, claimed: it stays in the balance until its turnover is bet.
  const id = await grantReward(page.request, friend.username, 'Lingguhang paligsahan', '300.00');
  const claimed = await page.request.post('/wps/member/rewards/claim', {
    headers: { ...headers, 'idempotency-key': `claim-${id}-${Date.now()}` },
    data: { id },
  });
  expect(claimed.ok()).toBe(true);
  const balance = await balanceCents(page.request, session.token);
  const transferable = balance - 30_000;
  const peso = (cents: number) => `₱${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const inviterBefore = await balanceCents(page.request, inviterSession.token);

  await page.goto('/m/upLine/transfer');
  const summary = page.getByRole('definition').filter({ hasText: peso(transferable) });
  await expect(page.getByText(m('TY', 'upline.transferable'))).toBeVisible();
  await expect(summary).toBeVisible();
  await expect(page.getByText(m('TY', 'upline.transferableWhy'))).toBeVisible();
  await page.getByLabel(m('TY', 'upline.amount')).fill(((transferable + 100) / 100).toFixed(2));
  await page.getByLabel(m('TY', 'upline.paymentPassword')).fill(FIRST_PAYMENT_PASSWORD);
  await page.getByRole('button', { name: m('TY', 'upline.submit') }).click();
  await expect(page.getByText(m('TY', 'errors.upline.overTransferable', { transferable: peso(transferable) })).first()).toBeVisible();
  expect(await balanceCents(page.request, session.token)).toBe(balance);
  expect(await balanceCents(page.request, inviterSession.token)).toBe(inviterBefore);

  // The platform refuses it too, naming what may go.
  const refused = await page.request.post('/wps/member/upline/transfer', {
    headers: { ...headers, 'idempotency-key': `over-${id}-${Date.now()}` },
    data: { amount: ((transferable + 100) / 100).toFixed(2), paymentPassword: FIRST_PAYMENT_PASSWORD },
  });
  expect(await refused.json()).toMatchObject({
    errorCode: 'upline.overTransferable',
    value: { transferable: (transferable / 100).toFixed(2) },
  });
});

test('menus (EN): a trial account following a real-account entry is offered registration where it is, not sent to Home', async ({
  page,
}) => {
  const shellText = (key: string) => text('en', 'shell', key);
  await page.addInitScript(() => localStorage.setItem('tala.language', 'EN'));
  await page.goto('/m/activity');
  const login = await page.request.post('/wps/session/trial', { data: {}, headers: { 'module-id': 'COMM3' } });
  const session = ((await login.json()) as { value: { token: string; userName: string } }).value;
  await page.evaluate((info) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), {
    token: session.token,
    merchantCode: 'TALA',
    userName: session.userName,
    type: 4,
    firstTimeLogin: false,
  });
  await page.reload();
  const prompt = page.getByRole('alertdialog').filter({ hasText: shellText('trialPrompt') });
  const footer = page.getByRole('navigation', { name: shellText('footer.label') });
  const header = page.getByRole('banner');
  const entries = [
    () => footer.getByRole('link', { name: shellText('footer.deposit') }).click(),
    () => footer.getByRole('link', { name: shellText('footer.invite') }).click(),
    // The member strip under the header bar.
    () => page.getByRole('link', { name: shellText('header.depositShort'), exact: true }).click(),
    () => page.getByRole('link', { name: shellText('header.withdrawShort'), exact: true }).click(),
    async () => {
      await header.getByRole('button', { name: shellText('header.more') }).click();
      await page.getByRole('menuitem', { name: shellText('actions.withdraw') }).click();
    },
  ];
  for (const follow of entries) {
    await follow();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: shellText('actions.cancel') }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/activity$/);
  }
  // Accepting leads to registration.
  await footer.getByRole('link', { name: shellText('footer.deposit') }).click();
  await prompt.getByRole('button', { name: shellText('actions.register') }).click();
  await expect(page).toHaveURL(/\/m\/register/);
});
