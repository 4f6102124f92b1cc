import { en, logInThroughForm, prepare } from '../account/support';
import { registerMember } from '../member/support';
import { expect, test } from '../support/test';
import { newStaff, signInOffice } from './support';

test('support finds a player, locks the account so the app refuses their login, notes why, and unlocks it', async ({ page, browser }) => {
  const player = await registerMember(page.request);
  const support = await newStaff(page.request, 'support');
  await signInOffice(page, support);

  await page.getByRole('navigation', { name: 'Rooms' }).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await page.getByLabel('Username, mobile number or id').fill(player.username.slice(0, 6).toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: player.username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Player ${player.username}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Limits and breaks', exact: true })).toContainText('No break in force.');

  await page.getByRole('button', { name: 'Lock account' }).click();
  const dialog = page.getByRole('dialog', { name: `Lock ${player.username}?` });
  await expect(dialog.getByRole('button', { name: 'Lock account' })).toBeDisabled();
  await dialog.getByLabel(/Reason/).fill('Account shared with a friend');
  await dialog.getByRole('button', { name: 'Lock account' }).click();
  await expect(page.getByRole('status')).toHaveText('The account is locked.');
  await expect(page.getByText('Reason: Account shared with a friend')).toBeVisible();

  await page.getByLabel('New note').fill('Player called; asked to verify the owner by phone.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Staff notes', exact: true })).toContainText('asked to verify the owner by phone');

  // The player, on their phone, is refused at login.
  const app = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await prepare(app);
  await app.goto('/m/login');
  await logInThroughForm(app, player.username, player.password);
  const form = app.getByRole('form', { name: en('login.title') });
  await expect(form.getByRole('alert').filter({ hasText: en('errorCodes.userDisabled') })).toBeVisible();

  await page.getByRole('button', { name: 'Unlock account' }).click();
  const unlock = page.getByRole('dialog', { name: `Unlock ${player.username}?` });
  await unlock.getByLabel(/Reason/).fill('Owner verified by phone');
  await unlock.getByRole('button', { name: 'Unlock account' }).click();
  await expect(page.getByRole('status')).toHaveText('The account is unlocked.');
  const actions = page.getByRole('region', { name: 'Staff actions on this account', exact: true });
  await expect(actions.getByRole('row')).toHaveCount(4);
  await expect(actions).toContainText('Owner verified by phone');

  await logInThroughForm(app, player.username, player.password);
  await expect(app).not.toHaveURL(/\/m\/login/);
});
