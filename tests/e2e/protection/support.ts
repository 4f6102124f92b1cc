import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiRegister } from '../account/support';
import { apiLogin, type LoggedIn } from '../lobby/support';
import { text } from '../support/locales';

export const PASSWORD = 'Guard1234';

export const en = (key: string, values: Record<string, string | number> = {}) => text('en', 'protection', key, values);
export const ty = (key: string, values: Record<string, string | number> = {}) => text('ty', 'protection', key, values);

/** A player of its own for each test: limits and breaks set here never reach another spec's accounts. */
export async function newPlayer(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const account = { username: `rg${randomBytes(4).toString('hex')}`, password: PASSWORD };
  await apiRegister(request, account);
  return account;
}

/** Opens the app as `who`, in the given language, with the session record the login page keeps. */
export async function openAs(page: Page, language: 'EN' | 'TY', who: { username: string; password: string }): Promise<LoggedIn> {
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

/** Moves the platform's protection clock forward (development tools). */
export async function advanceClock(request: APIRequestContext, minutes: number): Promise<void> {
  const answer = await request.post('/dev/clock', { data: { advanceMinutes: minutes } });
  if (!answer.ok()) throw new Error(`the clock did not move: ${answer.status()}`);
}
