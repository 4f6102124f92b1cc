import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiRegister, arriveHome, en, expectLoggedIn, outbox, prepare, uniqueMobile, uniqueName } from './support';

test.beforeEach(async ({ page, site }) => {
  await prepare(page);
  // The site verifies phones through the outside verifier: on the e2e server, the development phone verifier.
  await site({ phoneVerifier: { channel: 'firebase' } });
});

/** The code the development phone verifier texted to +63<mobile>, read from the outbox. */
async function verifierCode(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const [message] = (await outbox(page.request, `+63${mobile}`)) as Array<{ body: string; subject?: string }>;
      code = message?.subject === 'Development phone verifier code' ? (message.body.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('registers by mobile through the phone verifier; a wrong code says so and keeps the form', async ({ page }) => {
  const mobile = uniqueMobile();
  const password = 'Mobile2024';
  await page.goto('/m/register');
  await page.getByRole('tab', { name: en('register.byMobile') }).click();
  const form = page.getByRole('form', { name: en('register.title') });
  await form.getByLabel(en('fields.mobileNum')).fill(mobile);
  const asked = page.waitForRequest((r) => r.url().includes('/dev/phone-verifier/v1/accounts:sendVerificationCode'));
  await form.getByRole('button', { name: en('sms.getCode') }).click();
  await asked;
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await verifierCode(page, mobile);

  const codeField = form.getByLabel(en('fields.messageCode'));
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await form.getByLabel(en('fields.password'), { exact: true }).fill(password);
  await form.getByLabel(en('fields.confimpsw')).fill(password);
  await form.getByRole('checkbox').check();
  const submit = form.getByRole('button', { name: en('register.submit') });
  await submit.click();
  await expect(form.getByText(en('validation.codeWrong'))).toBeVisible();
  // Nothing typed is lost: the corrected code sends the form again.
  await expect(form.getByLabel(en('fields.mobileNum'))).toHaveValue(mobile);
  await expect(form.getByLabel(en('fields.password'), { exact: true })).toHaveValue(password);
  await expect(codeField).toHaveValue(/^\d{6}$/);

  await codeField.fill(code);
  await expect(submit).toBeEnabled();
  await submit.click();
  await arriveHome(page);
  await expectLoggedIn(page, `p63${mobile}`);
});

test('an unreachable phone verifier ends the loading and says why', async ({ page }) => {
  await page.route('**/dev/phone-verifier/v1/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/m/register');
  await page.getByRole('tab', { name: en('register.byMobile') }).click();
  const form = page.getByRole('form', { name: en('register.title') });
  await form.getByLabel(en('fields.mobileNum')).fill(uniqueMobile());
  const getCode = form.getByRole('button', { name: en('sms.getCode') });
  await getCode.click();
  await expect(page.getByText(en('errorCodes.verifierUnreachable'))).toBeVisible();
  await expect(getCode).toBeEnabled();
});

test('resets the password by phone through the phone verifier and logs the player in', async ({ page, site }) => {
  await site({ registerFields: { mobileNum: { enabled: true } } });
  const mobile = uniqueMobile();
  const username = uniqueName('pv');
  await apiRegister(page.request, { username, password: 'Phone2024', mobileNum: mobile });
  await page.goto('/m/forget');
  const form = page.getByRole('form', { name: en('forget.byPhone') });
  await form.getByLabel(en('fields.mobileNum')).fill(mobile);
  await form.getByRole('button', { name: en('sms.getCode') }).click();
  const code = await verifierCode(page, mobile);
  await form.getByLabel(en('fields.verificationCode')).fill(code);
  await form.getByLabel(en('fields.newPassword'), { exact: true }).fill('Phone2025');
  const sent = page.waitForRequest((r) => r.url().includes('/wps/member/password/mobile'));
  await form.getByRole('button', { name: en('forget.setPassword') }).click();
  expect((await sent).postDataJSON()).toMatchObject({ firebaseChannel: 'firebase', mobileNum: mobile });
  await arriveHome(page);
  await expectLoggedIn(page, username);
});

test('logs in by mobile with a code the phone verifier texted; a wrong code says so beside the field and stays typed', async ({
  page,
  site,
}) => {
  await site({ registerFields: { mobileNum: { enabled: true } } });
  const mobile = uniqueMobile();
  const username = uniqueName('pl');
  await apiRegister(page.request, { username, password: 'Phone2024', mobileNum: mobile });
  await page.goto('/m/login');
  await page.getByRole('tab', { name: en('login.byMobile') }).click();
  const form = page.getByRole('form', { name: en('login.title') });
  await form.getByLabel(en('fields.mobileNum')).fill(mobile);
  const asked = page.waitForRequest((r) => r.url().includes('/dev/phone-verifier/v1/accounts:sendVerificationCode'));
  await form.getByRole('button', { name: en('sms.getCode') }).click();
  await asked;
  const code = await verifierCode(page, mobile);

  const codeField = form.getByLabel(en('fields.verificationCode'));
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await form.getByRole('button', { name: en('login.submit') }).click();
  await expect(form.getByText(en('validation.codeWrong'))).toBeVisible();
  await expect(codeField).toHaveValue(wrong);

  // The platform texted no code of its own: only the verifier's confirmation can sign the player in.
  await codeField.fill(code);
  await form.getByRole('button', { name: en('login.submit') }).click();
  await arriveHome(page);
  await expectLoggedIn(page, username);
});
