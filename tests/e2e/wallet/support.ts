import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, type LoggedIn } from '../lobby/support';
import { text } from '../support/locales';

/** The seeded player the wallet tests deposit and withdraw with (the other specs keep to other accounts). */
export const WALLET_PLAYER = { username: 'player01', password: 'Player1234' } as const;

export const en = (key: string, values: Record<string, string | number> = {}) => text('en', 'wallet', key, values);
export const ty = (key: string, values: Record<string, string | number> = {}) => text('ty', 'wallet', key, values);

/** Opens the app as the wallet player, in the given language, with the session record the login page keeps. */
export async function signInAs(
  page: Page,
  language: 'EN' | 'TY',
  who: { username: string; password: string } = WALLET_PLAYER,
): Promise<LoggedIn> {
  await page.addInitScript((lang) => localStorage.setItem('tala.language', lang), language);
  const session = await apiLogin(page.request, who.username, who.password);
  await page.goto('/m/home');
  await page.evaluate((value) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value)), {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
  });
  return session;
}

/** The balance in centavos, read from the platform as the header reads it. */
export async function balanceCents(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/wps/wallet/balance', { headers: { token } });
  const body = (await answer.json()) as { value: { sumBalance: number } };
  return Math.round(body.value.sumBalance * 100);
}

/** The gateway reference on the simulator page the player was sent to. */
export async function gatewayRef(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/dev\/gateway\/pay\//);
  const match = /\/dev\/gateway\/pay\/([A-Z0-9]+)/.exec(page.url());
  expect(match, `on the gateway page, at ${page.url()}`).not.toBeNull();
  return match![1]!;
}

/**
 * Chooses a day on the records' date picker: its button opens the wheels; the year by its
 * number, the month and the day by their place (the range starts each on its first).
 */
export async function pickDay(page: Page, language: 'en' | 'ty', label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  const sheet = page.getByRole('dialog', { name: new RegExp(`^${label}:`) });
  const wheel = (column: string) => sheet.getByRole('listbox', { name: text(language, 'picker', `columns.${column}`) });
  await wheel('year')
    .getByRole('option', { name: String(year), exact: true })
    .click();
  await wheel('month')
    .getByRole('option')
    .nth(month - 1)
    .click();
  await wheel('day')
    .getByRole('option')
    .nth(date - 1)
    .click();
  await expect(wheel('day').getByRole('option', { selected: true })).toHaveText(String(date));
  await sheet.getByRole('button', { name: text(language, 'picker', 'done') }).click();
  await expect(sheet).toHaveCount(0);
}
