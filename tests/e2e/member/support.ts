import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sealJson, SEALED_BODY_SCHEME } from '../../../contract/crypto';
import { captchaAnswer, uniqueName } from '../account/support';
import { apiLogin, type LoggedIn } from '../lobby/support';
import { text } from '../support/locales';

export type Language = 'EN' | 'TY';
const lang = (language: Language) => (language === 'EN' ? 'en' : 'ty');

/** A member-namespace text in the page's language. */
export const m = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  text(lang(language), 'member', key, values);
export const shell = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  text(lang(language), 'shell', key, values);

export const PASSWORD = 'Member1234';

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success) throw new Error(`${response.url()} failed: ${body.errorCode}`);
  return body.value;
}

/** A fresh member registered through the API, optionally with an invitation code; each test gets its own money. */
export async function registerMember(request: APIRequestContext, affiliateCode?: string): Promise<{ username: string; password: string }> {
  await request.delete('/dev/login-limits');
  const username = uniqueName('mc');
  const issued = await value<{ captchaId: string }>(await request.get('/wps/captcha?purpose=register'));
  const captcha = await captchaAnswer(request, issued.captchaId);
  const key = await value<{ keyId: string; publicKey: string }>(await request.get('/wps/session/key'));
  const body = {
    registerMethod: 'H5',
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...(affiliateCode ? { affiliateCode } : {}),
    captchaId: issued.captchaId,
    captcha,
  };
  const sealed = JSON.stringify(await sealJson(key, 'PUT', '/wps/member/register', body));
  await value(
    await request.put('/wps/member/register', {
      headers: { 'content-type': 'application/json', encryption: SEALED_BODY_SCHEME, 'module-id': 'COMM3' },
      data: sealed,
    }),
  );
  return { username, password: PASSWORD };
}

/** Opens the app as `who` in the given language, with the session record the login page keeps. */
export async function signIn(page: Page, language: Language, who: { username: string; password: string }): Promise<LoggedIn> {
  await page.addInitScript((code) => localStorage.setItem('tala.language', code), language);
  await page.request.delete('/dev/login-limits');
  const session = await apiLogin(page.request, who.username, who.password);
  await page.goto('/m/home');
  await page.evaluate((info) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
  });
  return session;
}

/** The REAL balance and the ledger kinds in centavos, as the platform reports them. */
export async function balanceCents(request: APIRequestContext, token: string): Promise<number> {
  const body = await value<{ sumBalance: number }>(await request.get('/wps/wallet/balance', { headers: { token } }));
  return Math.round(body.sumBalance * 100);
}

export async function ledgerKinds(request: APIRequestContext, token: string): Promise<string[]> {
  const body = await value<{ list: { kind: string }[] }>(
    await request.get('/wps/wallet/ledger?pageNo=1&pageSize=100', { headers: { token } }),
  );
  return body.list.map((line) => line.kind);
}

/** Grants a reward through the operator's desk (development tools). */
export async function grantReward(request: APIRequestContext, username: string, label: string, amount: string): Promise<number> {
  return (await value<{ id: number }>(await request.post('/dev/member-centre/rewards', { data: { username, label, amount } }))).id;
}

/** Spins Tala Fruits through the platform `times` times at `bet` pesos: real bets on the REAL wallet. */
export async function spin(request: APIRequestContext, token: string, times: number, bet: number): Promise<void> {
  const games = await value<{ games: { nodeId: number | string; gameId: string }[] }>(
    await request.get('/lgw/games/mobile?vassalage=BGS&gameType=INHOUSE&pageNo=1&pageSize=36', { headers: { token } }),
  );
  const fruits = games.games.find((game) => game.gameId === 'bgs-1') ?? games.games[0]!;
  const launched = await value<{ url: string }>(await request.get(`/wps/game/launchGame?nodeId=${fruits.nodeId}`, { headers: { token } }));
  const launch = new URL(launched.url, 'http://x').searchParams.get('launch')!;
  for (let round = 0; round < times; round++) {
    const roundId = crypto.randomUUID();
    const answer = await request.post('/wps/game/demoSlot/spin', {
      headers: { token, 'idempotency-key': roundId },
      data: { launch, roundId, bet },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}
