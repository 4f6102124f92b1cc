import { expect, test } from '../support/test';
import {
  apiRegister,
  arriveHome,
  en,
  expectLoggedIn,
  expectPasswordNowhere,
  logInThroughForm,
  logOutThroughMenu,
  nextCaptcha,
  outbox,
  prepare,
  smsCode,
  uniqueMobile,
  uniqueName,
} from './support';

test.beforeEach(async ({ page }) => prepare(page));

test('changes the password, then logs in with the new one only', async ({ page }) => {
  const username = uniqueName('chg');
  await apiRegister(page.request, { username, password: 'Before2024' });
  await page.goto('/m/changePsw');
  await arriveHome(page);

  await page.goto('/m/login');
  await logInThroughForm(page, username, 'Before2024');
  await arriveHome(page);
  await page.goto('/m/changePsw');
  const form = page.getByRole('form', { name: en('changePsw.title') });
  const save = form.getByRole('button', { name: en('changePsw.submit') });
  await expect(save).toBeDisabled();
  await form.getByLabel(en('fields.oldPassword'), { exact: true }).fill('Before2024');
  await form.getByLabel(en('fields.newPassword'), { exact: true }).fill('Before2024');
  await form.getByLabel(en('fields.confirmNewPassword'), { exact: true }).fill('Before2024');
  await save.click();
  const same = page.getByRole('alertdialog');
  await expect(same).toContainText(en('changePsw.same'));
  await same.getByRole('button', { name: en('actions.ok') }).click();

  await form.getByLabel(en('fields.newPassword'), { exact: true }).fill('After2024x');
  await form.getByLabel(en('fields.confirmNewPassword'), { exact: true }).fill('After2024x');
  await save.click();
  await expect(page.getByText(en('changePsw.saved'))).toBeVisible();
  await arriveHome(page);
  await expectPasswordNowhere(page, 'After2024x');
  await expectPasswordNowhere(page, 'Before2024');

  await logOutThroughMenu(page);
  await page.goto('/m/login');
  const captcha0 = nextCaptcha(page);
  await logInThroughForm(page, username, 'Before2024');
  await expect(page.getByRole('alert').filter({ hasText: en('errorCodes.loginFailed') })).toBeVisible();
  // The failure asked for a captcha: the next try answers it.
  const form2 = page.getByRole('form', { name: en('login.title') });
  await expect(form2.getByLabel(en('fields.captcha'), { exact: true })).toBeVisible();
  await form2.getByLabel(en('fields.captcha'), { exact: true }).fill(await captcha0);
  await form2.getByLabel(en('fields.password'), { exact: true }).fill('After2024x');
  await form2.getByRole('button', { name: en('login.submit') }).click();
  await arriveHome(page);
  await expectLoggedIn(page, username);
});

test('forgot password by e-mail: the mailed code sets a new password and logs the player in', async ({ page, site }) => {
  // The default form asks no e-mail: this operator asks for one at registration.
  await site({ registerFields: { email: { enabled: true } } });
  const username = uniqueName('mail');
  const email = `${username}@example.com`;
  await apiRegister(page.request, { username, password: 'Before2024', email });
  await page.goto('/m/forget');
  await page.getByRole('tab', { name: en('forget.byEmail') }).click();
  const ask = page.getByRole('form', { name: en('forget.byEmail') });
  const retrieve = ask.getByRole('button', { name: en('forget.retrieve') });
  await ask.getByLabel(en('fields.username')).fill(username);
  await ask.getByLabel(en('fields.email')).fill('not-an-email');
  await expect(ask.getByText(en('validation.emailIncorrect'))).toBeVisible();
  await expect(retrieve).toBeDisabled();
  await ask.getByLabel(en('fields.email')).fill(` ${email} `);
  await retrieve.click();
  await expect(page.getByText(en('forget.mailSent'))).toBeVisible();

  let code = '';
  await expect
    .poll(async () => (code = (await outbox(page.request, email))[0]?.body.match(/code is ([A-Z0-9]{8})/)?.[1] ?? ''))
    .toMatch(/^[A-Z0-9]{8}$/);
  const step = page.getByRole('form', { name: en('forget.codeStep') });
  await step.getByLabel(en('fields.resetCode')).fill(code);
  await step.getByLabel(en('fields.newPassword'), { exact: true }).fill('Mailed2024');
  await step.getByLabel(en('fields.confirmNewPassword'), { exact: true }).fill('Mailed2024');
  await step.getByRole('button', { name: en('forget.setPassword') }).click();
  await arriveHome(page);
  await expectLoggedIn(page, username);
  await expectPasswordNowhere(page, 'Mailed2024');
});

test('forgot password by phone: the same password clears the password, then the new one logs the player in', async ({ page, site }) => {
  // The default username form asks no mobile number: this operator asks for one at registration.
  await site({ registerFields: { mobileNum: { enabled: true } } });
  const mobile = uniqueMobile();
  const username = uniqueName('tel');
  await apiRegister(page.request, { username, password: 'Phone2024', mobileNum: mobile });
  await page.goto('/m/forget');
  const form = page.getByRole('form', { name: en('forget.byPhone') });
  const submit = form.getByRole('button', { name: en('forget.setPassword') });
  await expect(submit).toBeDisabled();
  await form.getByLabel(en('fields.mobileNum')).fill(mobile);
  await form.getByRole('button', { name: en('sms.getCode') }).click();
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await smsCode(page.request, mobile);

  const password = form.getByLabel(en('fields.newPassword'), { exact: true });
  await form.getByLabel(en('fields.verificationCode')).fill(code);
  await password.fill('Phone2024');
  await submit.click();
  await expect(form.getByRole('alert').filter({ hasText: 'The new password must differ from the old one' })).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(form.getByLabel(en('fields.verificationCode'))).toHaveValue(code);

  await password.fill('Phone2025');
  await submit.click();
  await arriveHome(page);
  await expectLoggedIn(page, username);
  await expectPasswordNowhere(page, 'Phone2025');
});
