import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, type LoggedIn } from '../lobby/support';
import { homeContent } from '../support/home';
import { text } from '../support/locales';

export type Lang = 'en' | 'ty';
export const m = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, 'messages', key, values);
export const shell = (lang: Lang, key: string, values: Record<string, string | number> = {}) => text(lang, 'shell', key, values);

/** A fresh player for one test (its inbox holds only the welcome messages, its chat nothing). */
export async function newPlayer(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const answer = await request.post('/dev/messaging/player');
  return ((await answer.json()) as { value: { username: string; password: string } }).value;
}

/** Opens the app as `who`, in the given language, with the session record the login page keeps. */
export async function signInAs(page: Page, lang: Lang, who: { username: string; password: string }): Promise<LoggedIn> {
  await page.addInitScript((code) => localStorage.setItem('tala.language', code), lang.toUpperCase());
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

/** Pays a deposit through the gateway simulator: the platform credits it and writes to the inbox. */
export async function creditDeposit(request: APIRequestContext, token: string, amount: string): Promise<void> {
  const created = await request.post('/wps/deposit/create', {
    headers: { token, 'idempotency-key': randomUUID() },
    data: { channelCode: 'GCASH', amount },
  });
  const deposit = ((await created.json()) as { value: { paymentUrl: string } }).value;
  const ref = deposit.paymentUrl.split('/').pop()!;
  const paid = await request.post(`/dev/gateway/pay/${ref}`, { form: { choice: 'approve' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** The support console in a browser context of its own, signed in as the demo staff member. */
export async function openConsole(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 800 } });
  const staff = await context.newPage();
  await staff.goto('/support/');
  await staff.getByLabel('Username').fill('support01');
  await staff.getByLabel('Password').fill('Staff1234');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { name: 'Conversations' })).toBeVisible();
  return staff;
}

/** The total on the header's unread badge (announcements, chat and inbox), 0 when none shows. */
export async function unreadTotal(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.replace('+', ''));
}

const popupsClosed = new WeakSet<Page>();

/** How long work held until Home is up (popups, unread counts) may take to show: Home holds it up to 15 s. */
export const AFTER_START_UP_MS = 30_000;

/** Opens Home; the first time in a test the announcement popups (shown once a session) are closed. */
export async function openHome(page: Page, lang: Lang): Promise<void> {
  await page.goto('/m/home');
  if (popupsClosed.has(page)) return;
  const content = await homeContent(page.request, lang === 'en' ? 'EN' : 'TY');
  popupsClosed.add(page);
  if (content.popups.length === 0) return;
  // Popups open once Home is up and the browser idle: on a busy machine that can take a while.
  const close = page.getByRole('button', { name: text(lang, 'home', 'closePopup') });
  await expect(close).toBeVisible({ timeout: AFTER_START_UP_MS });
  await close.click();
  await expect(close).toBeHidden();
}
