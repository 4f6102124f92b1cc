import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { m, registerMember, shell, signIn, type Language } from './support';

/** The balance's show/hide choice as the device keeps it (IndexedDB, the app's key-value store). */
const storedWalletHidden = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean | null>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('wallet');
          read.onsuccess = () => resolve((read.result as { hidden?: boolean } | undefined)?.hidden ?? null);
          read.onerror = () => resolve(null);
        };
      }),
  );

for (const language of ['EN', 'TY'] as const satisfies readonly Language[]) {
  test(`settings (${language}): the light theme and a hidden balance are kept across a reload, and dark comes back`, async ({ page }) => {
    const who = await registerMember(page.request);
    await signIn(page, language, who);
    await page.goto('/m/set');
    await expect(page.getByRole('heading', { level: 1, name: shell(language, 'titles.set') })).toBeVisible();
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-theme', 'light');
    const light = page.getByRole('button', { name: m(language, 'settings.themes.light') });
    await light.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('checkbox', { name: m(language, 'settings.hideBalance') }).check();
    // The choice is on the device before the page goes.
    await expect.poll(() => storedWalletHidden(page)).toBe(true);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: m(language, 'settings.themes.light') })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('checkbox', { name: m(language, 'settings.hideBalance') })).toBeChecked();
    await expect(page.getByTestId('balance')).toHaveText('****');
    await expect(page.getByTestId('app-version')).toHaveText(/^\d+\.\d+\.\d+$/);

    await page.getByRole('button', { name: m(language, 'settings.themes.dark') }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: m(language, 'settings.themes.dark') })).toHaveAttribute('aria-pressed', 'true');
    await expect(html).not.toHaveAttribute('data-theme', 'light');
  });
}

test('settings: clearing saved data keeps the session and the language; logging out from the settings ends the session', async ({
  page,
}) => {
  const who = await registerMember(page.request);
  await signIn(page, 'EN', who);
  await page.goto('/m/set');
  await page.getByRole('button', { name: m('EN', 'settings.clear') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: m('EN', 'settings.clear') })
    .click();
  await expect(page.getByText(m('EN', 'settings.cleared'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tala.language'))).toBe('EN');
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();

  await page.getByRole('button', { name: shell('EN', 'actions.logout') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: shell('EN', 'actions.logout') })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

for (const language of ['EN', 'TY'] as const satisfies readonly Language[]) {
  test(`settings (${language}): the member chooses the classic member centre, kept by the platform across a reload, and the new one again`, async ({
    page,
  }) => {
    const who = await registerMember(page.request);
    await signIn(page, language, who);
    await page.goto('/m/set');
    const memberCentre = page.getByRole('group', { name: m(language, 'settings.memberCentreLayout') });
    const footerMember = page
      .getByRole('navigation', { name: shell(language, 'footer.label') })
      .getByRole('link', { name: shell(language, 'footer.member') });
    // The site's layout until the member chooses.
    await expect(memberCentre.getByRole('button', { name: m(language, 'settings.layoutChoices.new') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(footerMember).toHaveAttribute('href', '/m/member/home');

    await memberCentre.getByRole('button', { name: m(language, 'settings.layoutChoices.base') }).click();
    await expect(memberCentre.getByRole('button', { name: m(language, 'settings.layoutChoices.base') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(footerMember).toHaveAttribute('href', '/m/mine');

    await page.reload();
    await expect(memberCentre.getByRole('button', { name: m(language, 'settings.layoutChoices.base') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(footerMember).toHaveAttribute('href', '/m/mine');
    await footerMember.click();
    await expect(page).toHaveURL(/\/m\/mine$/);

    await page.goto('/m/set');
    await memberCentre.getByRole('button', { name: m(language, 'settings.layoutChoices.new') }).click();
    await expect(footerMember).toHaveAttribute('href', '/m/member/home');
  });
}
