import { expect, test } from '../support/test';
import {
  arriveHome,
  en,
  expectLoggedIn,
  expectPasswordNowhere,
  logInThroughForm,
  logOutThroughMenu,
  nextCaptcha,
  prepare,
  sessionInfo,
  smsCode,
  uniqueMobile,
  uniqueName,
} from './support';

test.beforeEach(async ({ page }) => prepare(page));

test('registers by username, logs out and logs in again; the password is stored nowhere', async ({ page }) => {
  const username = uniqueName('reg');
  const password = 'Tala2024x';
  const captcha = nextCaptcha(page);
  await page.goto('/m/register');
  const form = page.getByRole('form', { name: en('register.title') });
  await page.getByRole('tab', { name: en('register.byUsername') }).click();
  const submit = form.getByRole('button', { name: en('register.submit') });
  await expect(submit).toBeDisabled();

  await form.getByLabel(en('fields.username')).fill(username);
  await form.getByLabel(en('fields.password'), { exact: true }).fill(password);
  await form.getByLabel(en('fields.confimpsw')).fill('Tala2024y');
  await expect(form.getByText(en('validation.mismatch'))).toBeVisible();
  // Changing the password re-checks the confirmation.
  await form.getByLabel(en('fields.password'), { exact: true }).fill('Tala2024y');
  await expect(form.getByText(en('validation.mismatch'))).toBeHidden();
  await form.getByLabel(en('fields.password'), { exact: true }).fill(password);
  await form.getByLabel(en('fields.confimpsw')).fill(password);
  await form.getByLabel(en('fields.identifying'), { exact: true }).fill(await captcha);
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await arriveHome(page);
  await expectLoggedIn(page, username);
  expect((await sessionInfo(page))?.type).toBe(0);
  await expectPasswordNowhere(page, password);

  await logOutThroughMenu(page);
  await page.goto('/m/login');
  await logInThroughForm(page, username, password);
  await arriveHome(page);
  await expectLoggedIn(page, username);
  await expectPasswordNowhere(page, password);
});

test('registers by mobile with the SMS code from the outbox, the resend link locked meanwhile', async ({ page }) => {
  const mobile = uniqueMobile();
  const password = 'Mobile2024';
  await page.goto('/m/register.html');
  await expect(page).toHaveURL(/\/m\/register$/);
  await page.getByRole('tab', { name: en('register.byMobile') }).click();
  const form = page.getByRole('form', { name: en('register.title') });
  await expect(form.getByLabel(en('fields.username'))).toHaveCount(0);

  const getCode = form.getByRole('button', { name: en('sms.getCode') });
  await form.getByLabel(en('fields.mobileNum')).fill('12ab');
  await getCode.click();
  await expect(form.getByText(en('patterns.MOBILE', { label: en('fields.mobileNum'), min: 7, max: 20 }))).toBeVisible();
  await form.getByLabel(en('fields.mobileNum')).fill(mobile);
  await getCode.click();
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await smsCode(page.request, mobile);

  await form.getByLabel(en('fields.messageCode')).fill(code);
  await form.getByLabel(en('fields.password'), { exact: true }).fill(password);
  await form.getByLabel(en('fields.confimpsw')).fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: en('register.submit') }).click();

  await arriveHome(page);
  await expectLoggedIn(page, `p63${mobile}`);
  // The header names the player by the masked number, never by the generated account name.
  await expect(page.getByText(`+63 ${mobile.slice(0, 3)}•••${mobile.slice(-3)}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`p63${mobile}`)).toHaveCount(0);
  await expectPasswordNowhere(page, password);

  // The number and the password set here log the player in again, no code needed.
  await logOutThroughMenu(page);
  await page.goto('/m/login');
  await page.getByRole('tab', { name: en('login.byMobile') }).click();
  const login = page.getByRole('form', { name: en('login.title') });
  await login.getByRole('button', { name: en('login.withPassword') }).click();
  await login.getByLabel(en('fields.mobileNum')).fill(mobile);
  await login.getByLabel(en('fields.password'), { exact: true }).fill(password);
  await login.getByRole('button', { name: en('login.submit') }).click();
  await arriveHome(page);
  await expectLoggedIn(page, `p63${mobile}`);
});

test('the default form asks only what the spec requires, and the whole age line is the tap target', async ({ page }) => {
  await page.goto('/m/register');
  await page.getByRole('tab', { name: en('register.byUsername') }).click();
  const form = page.getByRole('form', { name: en('register.title') });
  // Username, password, its confirmation and the captcha: nothing else to type.
  await expect(form.getByRole('textbox')).toHaveCount(4);
  await expect(form.getByLabel(en('fields.username'))).toBeVisible();
  await expect(form.getByLabel(en('fields.identifying'), { exact: true })).toBeVisible();
  await expect(form.getByLabel(en('fields.password'), { exact: true })).toBeVisible();
  await expect(form.getByLabel(en('fields.confimpsw'))).toBeVisible();
  for (const field of ['affiliateCode', 'mobileNum', 'nickname', 'payeeName', 'email', 'birthday']) {
    await expect(form.getByLabel(en(`fields.${field}`))).toHaveCount(0);
  }

  const disclaimer = form.getByRole('checkbox');
  const line = form.locator('label').filter({ has: page.getByRole('checkbox') });
  const box = (await line.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  const formBox = (await form.boundingBox())!;
  expect(box.width).toBeGreaterThan(formBox.width * 0.9);
  // Tapping the words at the line's far end ticks the box.
  await line.click({ position: { x: box.width - 8, y: box.height / 2 } });
  await expect(disclaimer).toBeChecked();
});

test('refuses a registration with bad fields, each message beside its field, focusing the first', async ({ page }) => {
  // An invitation link brings its code: the invitation field shows although the default form leaves it out.
  await page.goto('/m/register?affiliateCode=NOSUCH99');
  await page.getByRole('tab', { name: en('register.byUsername') }).click();
  const form = page.getByRole('form', { name: en('register.title') });
  const username = form.getByLabel(en('fields.username'));
  await username.fill('1<script>');
  await form.getByLabel(en('fields.password'), { exact: true }).fill('Tala2024x');
  await form.getByLabel(en('fields.confimpsw')).fill('Tala2024x');
  await form.getByLabel(en('fields.identifying'), { exact: true }).fill('1');
  await expect(form.getByLabel(en('fields.affiliateCode'))).toHaveValue('NOSUCH99');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: en('register.submit') }).click();
  await expect(username).toBeFocused();
  const message = en('patterns.USERNAME', { label: en('fields.username'), min: 6, max: 16 });
  await expect(form.getByText(message)).toBeVisible();
  await expect(username).toHaveAttribute('aria-describedby', /message/);

  await username.fill(uniqueName('bad'));
  await form.getByRole('button', { name: en('register.submit') }).click();
  const invitation = form.getByLabel(en('fields.affiliateCode'));
  await expect(invitation).toBeFocused();
  await expect(form.getByText(en('validation.affiliateInvalid'))).toBeVisible();
});

test('the terms and the privacy policy the disclaimer accepts open over the form, which keeps what was typed', async ({
  page,
  request,
}) => {
  const answer = await request.get('/wps/help/center?language=EN&device=MOBILE');
  const { list } = ((await answer.json()) as { value: { list: Array<{ tag: string; title: string; content: string }> } }).value;
  const terms = list.find((entry) => entry.tag === 'terms')!;
  const privacy = list.find((entry) => entry.tag === 'privacy')!;
  await page.goto('/m/register');
  const form = page.getByRole('form', { name: en('register.title') });
  await page.getByRole('tab', { name: en('register.byUsername') }).click();
  await form.getByLabel(en('fields.username')).fill('keepsname01');

  await form.getByRole('button', { name: en('register.terms') }).click();
  const sheet = page.getByRole('dialog', { name: terms.title });
  await expect(sheet.getByText(/21 years or older/)).toBeVisible();
  await sheet.getByRole('button', { name: en('register.closePolicy') }).click();
  await expect(sheet).toHaveCount(0);

  await form.getByRole('button', { name: en('register.privacy') }).click();
  await expect(page.getByRole('dialog', { name: privacy.title }).getByText(/Data Privacy Act of 2012/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(form.getByLabel(en('fields.username'))).toHaveValue('keepsname01');
});
