import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import {
  apiRegister,
  arriveHome,
  en,
  expectLoggedIn,
  expectPasswordNowhere,
  logInThroughForm,
  logOutThroughMenu,
  prepare,
  sessionInfo,
  uniqueName,
} from './support';

const member = (key: string, values: Record<string, string | number> = {}) => text('en', 'member', key, values);

test.beforeEach(async ({ page }) => prepare(page));

async function logIn(page: Page, username: string, password: string, keep: boolean): Promise<void> {
  await page.goto('/m/login');
  const form = page.getByRole('form', { name: en('login.title') });
  if (keep) await form.getByRole('checkbox', { name: en('login.keepSignedIn') }).check();
  await logInThroughForm(page, username, password);
  await arriveHome(page);
  await expectLoggedIn(page, username);
}

/** The app opened again: a new tab has no session of its own (a closed app's tab is gone), only what the device keeps. */
async function openAgain(context: BrowserContext, path: string): Promise<Page> {
  const again = await context.newPage();
  await again.addInitScript(() => localStorage.setItem('tala.language', 'EN'));
  await again.goto(path);
  return again;
}

test('kept signed in, the app opened again goes straight to a member page, and the token is out of scripts’ reach', async ({
  page,
  context,
}) => {
  const username = uniqueName('keep');
  const password = 'Keeping24';
  await apiRegister(page.request, { username, password });
  await logIn(page, username, password, true);
  await expectPasswordNowhere(page, password);
  expect(await page.evaluate(() => document.cookie)).not.toContain('tala_kept');
  await page.close();

  // A member page, which sends a visitor to the login form: the device is the member's again.
  const again = await openAgain(context, '/m/securityCenter');
  await expect(again).toHaveURL(/\/m\/securityCenter$/);
  await expect.poll(async () => (await sessionInfo(again))?.userName).toBe(username);
  const devices = again.getByRole('region', { name: member('security.devices.title') });
  await expect(devices.getByText(member('security.devices.thisDevice'))).toBeVisible();
});

test('a resume slower than start-up waits for lands on the login form, which goes on to the page asked for once it answers', async ({
  page,
  context,
}) => {
  const username = uniqueName('slow');
  const password = 'Keeping24';
  await apiRegister(page.request, { username, password });
  await logIn(page, username, password, true);
  await page.close();

  // A slow network: the resume answers after start-up stopped waiting (3 s) and sent the visitor to log in.
  await context.route('**/wps/session/resume', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    await route.continue();
  });
  const again = await openAgain(context, '/m/securityCenter');
  await expect(again).toHaveURL(/\/m\/login\?redirect=/);
  await expect(again).toHaveURL(/\/m\/securityCenter$/, { timeout: 15_000 });
  await expect.poll(async () => (await sessionInfo(again))?.userName).toBe(username);
});

test('without the box ticked, or after a logout, the app opened again asks for a login', async ({ page, context }) => {
  const username = uniqueName('nokeep');
  const password = 'Keeping24';
  await apiRegister(page.request, { username, password });
  await logIn(page, username, password, false);
  const notKept = await openAgain(context, '/m/securityCenter');
  await expect(notKept).toHaveURL(/\/m\/login\?redirect=/);
  await notKept.close();

  await logIn(page, username, password, true);
  await logOutThroughMenu(page);
  const loggedOut = await openAgain(context, '/m/securityCenter');
  await expect(loggedOut).toHaveURL(/\/m\/login\?redirect=/);
});

test('the security centre lists the device kept signed in and logs it out', async ({ page, context }) => {
  const username = uniqueName('devs');
  const password = 'Keeping24';
  await apiRegister(page.request, { username, password });
  await logIn(page, username, password, true);
  await page.goto('/m/securityCenter');
  const devices = page.getByRole('region', { name: member('security.devices.title') });
  await expect(devices.getByText(member('security.devices.thisDevice'))).toBeVisible();
  await expect(devices.getByText(/Chrome/)).toBeVisible();

  await devices.getByRole('button', { name: /^Log out / }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(member('security.devices.confirmThis'));
  await dialog.getByRole('button', { name: member('security.devices.signOut') }).click();
  await expect(devices.getByText(member('security.devices.none'))).toBeVisible();
  // Still signed in here, for now; the next start asks for a login.
  await expectLoggedIn(page, username);
  const again = await openAgain(context, '/m/securityCenter');
  await expect(again).toHaveURL(/\/m\/login\?redirect=/);
});
