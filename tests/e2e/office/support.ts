import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import type { StaffRole } from '../../../contract/back-office/define';

/** A fresh staff member of `role` (password Staff1234, no authenticator yet), made by the development tools. */
export async function newStaff(request: APIRequestContext, role: StaffRole): Promise<{ username: string; password: string }> {
  const response = await request.post('/dev/office/staff', { data: { role } });
  const body = (await response.json()) as { value: { username: string; password: string } };
  return body.value;
}

/** The authenticator's code for `secret`, `stepsAhead` periods of 30 seconds from now. */
export const codeFor = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * Signs in to the back office as a staff member would, in English: the password, then for a cashier or an admin
 * the authenticator, set up from the key the console shows (its secret is returned) or, when `secret` is given,
 * the code of the next period (the one of this period may have been used).
 */
export async function signInOffice(page: Page, staff: { username: string; password: string }, secret?: string): Promise<string | null> {
  // Every test signs in from this one address, more often than the login guard lets one address a minute.
  await page.request.delete('/dev/login-limits');
  await page.goto('/office/');
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const enrol = page.getByRole('button', { name: 'Show my key' });
  const code = page.getByRole('heading', { name: 'Enter your authenticator code' });
  const signedIn = page.getByText(/^Signed in as /);
  await enrol.or(code).or(signedIn).waitFor();
  if (await signedIn.isVisible()) return null;
  let key = secret ?? null;
  if (await enrol.isVisible()) {
    await enrol.click();
    key = ((await page.locator('.enrol-key__secret').textContent()) ?? '').replace(/\s/g, '');
  }
  if (!key) throw new Error(`${staff.username} has an authenticator this test does not know`);
  await page.getByLabel('Code', { exact: true }).fill(await codeFor(key, secret ? 1 : 0));
  await page.getByRole('button', { name: 'Continue' }).click();
  await signedIn.waitFor();
  return key;
}
