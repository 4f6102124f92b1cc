import { expect, test } from '../support/test';
import { newStaff, signInOffice } from './support';

test('an admin sets up an authenticator, adds a staff member, disables them, and finds both changes in the audit trail', async ({
  page,
}) => {
  const admin = await newStaff(page.request, 'admin');
  const secret = await signInOffice(page, admin);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const rooms = page.getByRole('navigation', { name: 'Rooms' });
  await rooms.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const username = `desk_${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Name', { exact: true }).fill('Evening desk');
  await page.getByLabel('Role', { exact: true }).selectOption('content');
  await page.getByLabel('First password').fill('Evening1234');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toHaveText(`${username} was added.`);

  const row = page.locator(`tr[data-staff="${username}"]`);
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog')).toContainText('signed out everywhere');
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByRole('cell', { name: 'Disabled' })).toBeVisible();
  // The admin's own account cannot be disabled or demoted from here.
  const own = page.locator(`tr[data-staff="${admin.username}"]`);
  await expect(own.getByRole('button', { name: 'Disable' })).toBeDisabled();
  await expect(own.getByRole('combobox')).toBeDisabled();

  await rooms.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Staff username').fill(admin.username);
  await page.getByRole('button', { name: 'Show' }).click();
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: 'staff.disable' })).toContainText('disabled: false → true');
  await expect(rows.filter({ hasText: 'staff.create' })).toContainText(`username: ${username}`);
  await expect(rows.filter({ hasText: 'staff.secondFactor.enrol' })).toHaveCount(1);

  // Signed in again, the admin gives the code of the authenticator set up before.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInOffice(page, admin, secret!);
  await expect(page.getByText(/^Signed in as Test admin/)).toBeVisible();
});

test('a content editor signs in without a code and sees no staff rooms; a wrong code is refused in words', async ({ page, browser }) => {
  const editor = await newStaff(page.request, 'content');
  await signInOffice(page, editor);
  const rooms = page.getByRole('navigation', { name: 'Rooms' });
  await expect(rooms.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(rooms.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);

  const cashierPage = await browser.newPage({ baseURL: new URL(page.url()).origin });
  const cashier = await newStaff(cashierPage.request, 'cashier');
  await cashierPage.goto('/office/');
  await cashierPage.getByLabel('Username').fill(cashier.username);
  await cashierPage.getByLabel('Password').fill(cashier.password);
  await cashierPage.getByRole('button', { name: 'Sign in' }).click();
  await cashierPage.getByRole('button', { name: 'Show my key' }).click();
  await cashierPage.getByLabel('Code', { exact: true }).fill('000000');
  await cashierPage.getByRole('button', { name: 'Continue' }).click();
  await expect(cashierPage.getByRole('alert')).toHaveText('Wrong or already used code. Enter the code your app shows now.');
  await cashierPage.close();
});
