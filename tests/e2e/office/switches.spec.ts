import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { newStaff, signInOffice } from './support';

test('an admin turns maintenance on from the Site switches room, confirmed, and the player app closes until it is turned off', async ({
  page,
  site,
}) => {
  // Whatever happens, the switches are as they were when the test ends.
  await site({});
  const admin = await newStaff(page.request, 'admin');
  await signInOffice(page, admin);
  await page.getByRole('navigation', { name: 'Rooms' }).getByRole('link', { name: 'Site switches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site switches' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Maintenance and region' });
  await expect(section).toContainText('Starting value from the configuration');

  await section.getByRole('checkbox', { name: 'Maintenance', exact: true }).check();
  await section.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the site switches?' });
  await expect(dialog).toContainText('Maintenance: off → on');
  await dialog.getByRole('button', { name: 'Change them' }).click();
  await expect(page.getByRole('status')).toContainText('Saved.');
  await expect(section).toContainText(`by ${admin.username}`);

  const player = await page.context().newPage();
  await player.goto('/m/home');
  await expect(player.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.maintenanceTitle') })).toBeVisible();

  await section.getByRole('checkbox', { name: 'Maintenance', exact: true }).uncheck();
  await section.getByRole('button', { name: 'Save…' }).click();
  await expect(dialog).toContainText('Maintenance: on → off');
  await dialog.getByRole('button', { name: 'Change them' }).click();
  await expect(page.getByRole('status')).toContainText('Saved.');
  await player.goto('/m/home');
  await expect(player.getByRole('heading', { level: 1, name: text('ty', 'shell', 'system.maintenanceTitle') })).toBeHidden();
  await player.close();
});

test('a limit that is not a whole number is named, and a flag change lists only the flags changed', async ({ page, site }) => {
  await site({});
  const admin = await newStaff(page.request, 'admin');
  await signInOffice(page, admin);
  await page.goto('/office/switches');
  const limits = page.getByRole('region', { name: 'Abuse limits' });
  await limits.getByLabel('SMS codes per minute, whole site').fill('0');
  await expect(limits.getByRole('alert')).toHaveText('Each limit is a whole number from 1 to 1,000,000.');
  await expect(limits.getByRole('button', { name: 'Save…' })).toBeDisabled();

  const flags = page.getByRole('region', { name: 'Whitelabel flags' });
  await flags.getByRole('checkbox', { name: 'MAILCEN' }).uncheck();
  await flags.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the site switches?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['MAILCEN: on → off']);
  await dialog.getByRole('button', { name: 'Change them' }).click();
  await expect(page.getByRole('status')).toContainText('Saved.');
  const stored = (await (await page.request.get('/dev/site')).json()) as { value: { whitelabel: Record<string, boolean> } };
  expect(stored.value.whitelabel.MAILCEN).toBe(false);
});
