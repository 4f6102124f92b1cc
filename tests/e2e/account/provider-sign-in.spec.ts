import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { setSite } from '../support/site';
import {
  apiRegister,
  arriveHome,
  en,
  expectLoggedIn,
  logInThroughForm,
  logOutThroughMenu,
  prepare,
  sessionInfo,
  uniqueName,
} from './support';

const member = (key: string, values: Record<string, string | number> = {}) => text('en', 'member', key, values);

let restore: (() => Promise<void>) | undefined;
test.beforeEach(async ({ page }) => {
  await prepare(page);
  restore = await setSite(page.request, { whitelabel: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } });
});
test.afterEach(async () => restore?.());

/**
 * The development identity provider's own pages (oidc-provider's development sign-in): any login
 * is an identity of its own, then the consent screen. A browser signed in there already goes
 * straight back without either, as with the real providers.
 */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const providersOf = (page: Page) => page.getByRole('region', { name: member('security.providers.title') });

test('a first sign-in with Google makes the account after one short confirmation, lands where the player was going, and the next is one tap', async ({
  page,
}) => {
  const login = `${uniqueName('g')}@example.test`;
  await page.goto('/m/login?redirect=%2Fm%2FsecurityCenter');
  await expect(page.getByRole('button', { name: en('provider.continue.facebook') })).toBeVisible();
  await page.getByRole('button', { name: en('provider.continue.google') }).click();
  await signInAtProvider(page, login);

  // Back on the login page: a new identity, so the age and terms are asked once.
  const confirm = page.getByRole('form', { name: en('provider.newForm') });
  await expect(confirm).toBeVisible();
  const create = confirm.getByRole('button', { name: en('provider.create') });
  await expect(create).toBeDisabled();
  await confirm.getByRole('checkbox', { name: en('register.disclaimer', { age: 21 }) }).check();
  await create.click();

  await expect(page).toHaveURL(/\/m\/securityCenter/);
  const username = (await sessionInfo(page))?.userName;
  expect(username).toBeTruthy();
  const providers = providersOf(page);
  await expect(providers.getByText(login)).toBeVisible();

  // Google is the account's only way in (no password yet): unlinking it is refused, with the way out.
  await providers.getByRole('button', { name: member('security.providers.unlinkNamed', { provider: 'Google' }) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: member('security.providers.unlink') })
    .click();
  await expect(providers.getByRole('alert')).toHaveText(member('security.providers.lastWay', { provider: 'Google' }));

  await page.goto('/m/home');
  await arriveHome(page);
  await logOutThroughMenu(page);
  await page.goto('/m/login');
  // Signed in at the provider already: one tap, and back signed in without its pages.
  await page.getByRole('button', { name: en('provider.continue.google') }).click();
  await arriveHome(page);
  await expectLoggedIn(page, username!);
});

test('cancelling at the provider comes back to the login page with a message, signed out, the form still there', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: en('provider.continue.facebook') }).click();
  await page.waitForURL(/\/dev\/idp\//);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page).toHaveURL(/\/m\/login\?.*signInError=cancelled/);
  await expect(page.getByRole('alert')).toHaveText(en('provider.error.cancelled'));
  await expect(page.getByRole('form', { name: en('login.title') })).toBeVisible();
  expect(await sessionInfo(page)).toBeNull();
});

test('a member links Google in the security centre, signs in with it, and unlinks it while the password remains', async ({ page }) => {
  const username = uniqueName('link');
  const password = 'Linking24';
  const login = `${username}@example.test`;
  await apiRegister(page.request, { username, password });
  await page.goto('/m/login?redirect=%2Fm%2FsecurityCenter');
  await logInThroughForm(page, username, password);
  await expect(page).toHaveURL(/\/m\/securityCenter/);

  const providers = providersOf(page);
  await providers.getByRole('button', { name: member('security.providers.linkNamed', { provider: 'Google' }) }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/m\/securityCenter\?linked=google/);
  await expect(page.getByText(member('security.providers.linkedNow', { provider: 'Google' }))).toBeVisible();
  await expect(
    providersOf(page).getByRole('button', { name: member('security.providers.unlinkNamed', { provider: 'Google' }) }),
  ).toBeVisible();

  await page.goto('/m/home');
  await arriveHome(page);
  await logOutThroughMenu(page);
  await page.goto('/m/login');
  await page.getByRole('button', { name: en('provider.continue.google') }).click();
  await arriveHome(page);
  await expectLoggedIn(page, username);

  await page.goto('/m/securityCenter');
  await providersOf(page)
    .getByRole('button', { name: member('security.providers.unlinkNamed', { provider: 'Google' }) })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: member('security.providers.unlink') })
    .click();
  await expect(page.getByText(member('security.providers.unlinkedNow', { provider: 'Google' }))).toBeVisible();
  await expect(
    providersOf(page).getByRole('button', { name: member('security.providers.linkNamed', { provider: 'Google' }) }),
  ).toBeVisible();
});

test("another player's Google identity cannot be linked: the security centre says so and links nothing", async ({
  page,
  browser,
  baseURL,
}) => {
  const login = `${uniqueName('own')}@example.test`;
  // The identity belongs to a first player, who signed up with it.
  const first = await browser.newContext({ baseURL });
  const firstPage = await first.newPage();
  await prepare(firstPage);
  await firstPage.goto('/m/login');
  await firstPage.getByRole('button', { name: en('provider.continue.google') }).click();
  await signInAtProvider(firstPage, login);
  const confirm = firstPage.getByRole('form', { name: en('provider.newForm') });
  await confirm.getByRole('checkbox', { name: en('register.disclaimer', { age: 21 }) }).check();
  await confirm.getByRole('button', { name: en('provider.create') }).click();
  await arriveHome(firstPage);
  await first.close();

  const username = uniqueName('other');
  const password = 'Another24';
  await apiRegister(page.request, { username, password });
  await page.goto('/m/login?redirect=%2Fm%2FsecurityCenter');
  await logInThroughForm(page, username, password);
  await providersOf(page)
    .getByRole('button', { name: member('security.providers.linkNamed', { provider: 'Google' }) })
    .click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/m\/securityCenter\?signInError=taken/);
  await expect(providersOf(page).getByRole('alert')).toHaveText(member('security.providers.error.taken'));
  await expect(providersOf(page).getByText(member('security.providers.notLinked')).first()).toBeVisible();
});

test('with the switches off there is no provider button on the login or registration page', async ({ page }) => {
  await setSite(page.request, { whitelabel: { GOOGLELOGIN3: false, FACEBOOKLOGIN3: false } });
  await page.goto('/m/login');
  await expect(page.getByRole('form', { name: en('login.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('provider.continue.google') })).toHaveCount(0);
  await page.goto('/m/register');
  await expect(page.getByRole('form', { name: en('register.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('provider.continue.facebook') })).toHaveCount(0);
});
