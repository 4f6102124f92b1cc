import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sealJson, SEALED_BODY_SCHEME } from '../../../contract/crypto';
import { SIGNED_IN_COOKIE, type Game } from '../../../contract/domain';
import { isAgentType, isTrialType } from '../../../contract/members';

/** A seeded player of the demo platform that the lobby tests use (the accounts tests keep `demo`). */
export const PLAYER = { username: 'player03', password: 'Player1234' } as const;

export interface LoggedIn {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

/**
 * Logs in through the platform's sealed login call, as the login page does. Every test logs in from
 * 127.0.0.1: the per-address login counter is cleared first, as a real player's own address would be.
 */
export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<LoggedIn> {
  await request.delete('/dev/login-limits');
  const key = ((await (await request.get('/wps/session/key')).json()) as { value: { keyId: string; publicKey: string } }).value;
  const sealed = await sealJson(key, 'POST', '/wps/session/login', { type: 'username', username, password, loginAs: 'member' });
  const answer = await request.post('/wps/session/login', {
    headers: { 'content-type': 'application/json', encryption: SEALED_BODY_SCHEME, 'module-id': 'COMM3' },
    data: JSON.stringify(sealed),
  });
  const body = (await answer.json()) as { success: boolean; value: LoggedIn; errorCode?: string };
  if (!body.success) throw new Error(`login as ${username} failed: ${body.errorCode}`);
  return body.value;
}

/** English interface for every page of the test. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('tala.language', 'EN'));
}

/** Opens the app as a logged-in player: the session record the login page keeps, then a fresh load. */
export async function signIn(page: Page, who: { username: string; password: string } = PLAYER): Promise<LoggedIn> {
  const session = await apiLogin(page.request, who.username, who.password);
  await page.goto('/m/home');
  await page.evaluate((value) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value)), {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
  });
  // The cookie the app sets on logging in, which tells the platform to draw a member's frame: without it the next
  // page is drawn for a visitor and redrawn for the member a moment after, and a tap in that moment is a visitor's.
  const kind = isAgentType(session.type) ? 'agent' : isTrialType(session.type) ? 'trial' : 'member';
  await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: kind, domain: new URL(page.url()).hostname, path: '/' }]);
  return session;
}

const member = (token: string) => ({ token });

export async function favouriteIds(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/wps/relay/favourites/ids', { headers: member(token) });
  return ((await answer.json()) as { value: { nodeIds: string[] } }).value.nodeIds;
}

/** Starts a test from no favourites. */
export async function clearFavourites(request: APIRequestContext, token: string): Promise<void> {
  for (const nodeId of await favouriteIds(request, token)) {
    await request.delete(`/wps/relay/favourites?nodeId=${nodeId}`, { headers: member(token) });
  }
  expect(await favouriteIds(request, token)).toEqual([]);
}

export async function gamePage(
  request: APIRequestContext,
  query: Record<string, string | number | undefined>,
): Promise<{ games: Game[]; totalPages: number; totalCount: number }> {
  const entries = Object.entries({ pageSize: 36, pageNo: 1, language: 'EN', ...query }).filter(([, v]) => v !== undefined);
  const search = new URLSearchParams(entries.map(([k, v]) => [k, String(v)]));
  const answer = await request.get(`/lgw/games/mobile?${search}`);
  return ((await answer.json()) as { value: { games: Game[]; totalPages: number; totalCount: number } }).value;
}

export async function recentGames(request: APIRequestContext, token: string): Promise<Game[]> {
  const answer = await request.get('/wps/relay/recentGames', { headers: member(token) });
  return ((await answer.json()) as { value: { list: Game[] } }).value.list;
}

/** The header's balance as a number (the figure without the currency sign and grouping). */
export async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/\d/);
  return Number((await balance.innerText()).replace(/[^\d.-]/g, ''));
}
