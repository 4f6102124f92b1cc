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
  prepare,
  sessionInfo,
  uniqueName,
} from './support';
import { text } from '../support/locales';
import { holdStartUp } from '../support/slow-start';

test.beforeEach(async ({ page }) => prepare(page));

test('a wrong password brings the captcha, refreshed on each failure, and the lock after five', async ({ page }) => {
  const username = uniqueName('lock');
  await apiRegister(page.request, { username, password: 'Right2024' });
  await page.goto('/m/login');
  const form = page.getByRole('form', { name: en('login.title') });
  const captchaInput = form.getByLabel(en('fields.captcha'), { exact: true });
  await expect(captchaInput).toHaveCount(0);

  let captcha = nextCaptcha(page);
  await logInThroughForm(page, username, 'Wrong2024');
  await expect(form.getByRole('alert').filter({ hasText: en('errorCodes.loginFailed') })).toBeVisible();
  await expect(captchaInput).toBeVisible();
  const pictures = new Set<string>();
  for (let attempt = 2; attempt <= 5; attempt++) {
    const answer = await captcha;
    const picture = form.getByRole('img', { name: en('captcha.image') });
    await expect(picture).toBeVisible();
    pictures.add((await picture.getAttribute('src')) ?? '');
    captcha = nextCaptcha(page);
    await captchaInput.fill(answer);
    await form.getByLabel(en('fields.password'), { exact: true }).fill(`Wrong${attempt}024`);
    await form.getByRole('button', { name: en('login.submit') }).click();
    const expected = attempt < 5 ? en('errorCodes.loginFailed') : en('errorCodes.accountLocked');
    await expect(form.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  }
  expect(pictures.size).toBe(4);

  // Locked: even the right password is refused.
  await captchaInput.fill(await captcha);
  await form.getByLabel(en('fields.password'), { exact: true }).fill('Right2024');
  await form.getByRole('button', { name: en('login.submit') }).click();
  await expect(form.getByRole('alert').filter({ hasText: en('errorCodes.accountLocked') })).toBeVisible();
  expect(await sessionInfo(page)).toBeNull();
});

test('remember fills the username only, and no storage ever holds the password', async ({ page }) => {
  const username = uniqueName('mem');
  const password = 'Remember24';
  await apiRegister(page.request, { username, password });
  await page.goto('/m/login');
  const form = page.getByRole('form', { name: en('login.title') });
  await expect(form.getByLabel(en('fields.username'))).toHaveAttribute('autocomplete', 'username');
  await expect(form.getByLabel(en('fields.password'), { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await form.getByLabel(en('login.remember')).check();
  await logInThroughForm(page, username, password);
  await arriveHome(page);
  await expectLoggedIn(page, username);
  await expectPasswordNowhere(page, password);

  await logOutThroughMenu(page);
  await expectPasswordNowhere(page, password);
  await page.goto('/m/login');
  await expect(form.getByLabel(en('fields.username'))).toHaveValue(username);
  await expect(form.getByLabel(en('fields.password'), { exact: true })).toHaveValue('');
  await expect(form.getByLabel(en('login.remember'))).toBeChecked();
  await expectPasswordNowhere(page, password);
});

test('shows and hides the password', async ({ page }) => {
  await page.goto('/m/login');
  const form = page.getByRole('form', { name: en('login.title') });
  const field = form.getByLabel(en('fields.password'), { exact: true });
  await field.fill('Secret123');
  await expect(field).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: text('en', 'common', 'form.showPassword') }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: text('en', 'common', 'form.hidePassword') }).click();
  await expect(field).toHaveAttribute('type', 'password');
});

test('a visitor sent to a member page returns there after logging in', async ({ page }) => {
  await page.goto('/m/fav-games');
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  await logInThroughForm(page, 'demo', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/fav-games(\?|$)/);
  await expectLoggedIn(page, 'demo');
});

test('an agent cannot log in as a member, nor a member at the agents door', async ({ page }) => {
  await page.goto('/m/login');
  await logInThroughForm(page, 'agent01', 'Agent1234');
  await expect(page.getByRole('alert').filter({ hasText: en('login.wrongDoorAgent') })).toBeVisible();
  expect(await sessionInfo(page)).toBeNull();

  await page.getByRole('link', { name: en('login.agentDoor'), exact: true }).click();
  const agentForm = page.getByRole('form', { name: en('login.agentTitle') });
  await agentForm.getByLabel(en('fields.username')).fill('demo');
  await agentForm.getByLabel(en('fields.password'), { exact: true }).fill('Demo1234');
  await agentForm.getByRole('button', { name: en('login.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('login.wrongDoorMember') })).toBeVisible();
  await expect(agentForm.getByRole('link', { name: en('login.toMemberDoor') })).toBeVisible();
  expect(await sessionInfo(page)).toBeNull();
});

test('free play lands on Home as a type-4 trial player', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: en('freePlay.start') }).click();
  await arriveHome(page);
  await expectLoggedIn(page);
  const session = await sessionInfo(page);
  expect(session?.type).toBe(4);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_TRIAL_NAME'))).toBe(session?.userName);
  // History was replaced: going back does not return to the login page.
  expect(await page.evaluate(() => window.location.pathname)).toBe('/m/home');
});

test('the navigation strip offers home, register, forgot password and customer service', async ({ page }) => {
  await page.goto('/m/login');
  const strip = page.getByRole('navigation', { name: en('nav.label') });
  for (const key of ['nav.home', 'nav.register', 'nav.forgot', 'nav.service'])
    await expect(strip.getByRole('link', { name: en(key) })).toBeVisible();
  await strip.getByRole('link', { name: en('nav.forgot') }).click();
  await expect(page).toHaveURL(/\/m\/forget$/);
});

test('the login page offers the app with its download bonus, leading to the install guide', async ({ page }) => {
  await page.goto('/m/login');
  const site = ((await (await page.request.get('/wps/system/siteInfo')).json()) as { value: { bonuses: { download: number } } }).value;
  const promo = page.getByRole('link', { name: en('login.downloadPromo', { amount: `₱${site.bonuses.download}` }) });
  await promo.click();
  await expect(page).toHaveURL(/\/m\/download$/);
});

test('what a player typed and ticked on the login page before the app took it over is sent once it has, never in an address', async ({
  page,
  baseURL,
}) => {
  // The language the player chose, as the server knows it too: the page is taken over, not drawn again.
  await page.context().addCookies([{ name: 'tala_lang', value: 'EN', url: baseURL! }]);
  const username = uniqueName('early');
  const password = 'EarlyTap24';
  await apiRegister(page.request, { username, password });
  const releaseStartUp = await holdStartUp(page);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/m/login?redirect=%2Fm%2Fmine');
  const form = page.getByRole('form', { name: en('login.title') });
  await form.getByLabel(en('fields.username')).fill(username);
  await form.getByLabel(en('fields.password'), { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: en('login.remember') }).check();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  await form.getByRole('button', { name: en('login.submit') }).click();
  releaseStartUp();

  await expect(page).toHaveURL(/\/m\/mine$/);
  await expect.poll(async () => (await sessionInfo(page))?.userName).toBe(username);
  expect(addresses.filter((address) => address.includes(password))).toEqual([]);
  // The tick made before the takeover counted: the name is remembered for the next visit.
  await page.goto('/m/login');
  await expect(form.getByLabel(en('fields.username'))).toHaveValue(username);
  await expectPasswordNowhere(page, password);
});
