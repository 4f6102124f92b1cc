import type { APIRequestContext, Page } from '@playwright/test';
import { sealJson, SEALED_BODY_SCHEME } from '../../../contract/crypto';
import type { LoggedIn } from '../lobby/support';

export const AGENT = { username: 'agent01', password: 'Agent1234' } as const;
export type Language = 'en' | 'ty';

/** Logs in through the agents' door with the platform's sealed login call, as the login page does. */
export async function agentLogin(request: APIRequestContext, who: { username: string; password: string } = AGENT): Promise<LoggedIn> {
  await request.delete('/dev/login-limits');
  const key = ((await (await request.get('/wps/session/key')).json()) as { value: { keyId: string; publicKey: string } }).value;
  const sealed = await sealJson(key, 'POST', '/wps/session/login', { type: 'username', ...who, loginAs: 'agent' });
  const answer = await request.post('/wps/session/login', {
    headers: { 'content-type': 'application/json', encryption: SEALED_BODY_SCHEME, 'module-id': 'COMM3' },
    data: JSON.stringify(sealed),
  });
  const body = (await answer.json()) as { success: boolean; value: LoggedIn; errorCode?: string };
  if (!body.success) throw new Error(`agent login as ${who.username} failed: ${body.errorCode}`);
  return body.value;
}

/** The interface language for every page of the test. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('tala.language', code), language.toUpperCase());
}

const CONTRACT_PATHS = ['/wps/agent/contract/salary', '/wps/agent/contract/dividend', '/wps/agent/contract/hour'];

/** Answers every offer agent01 has waiting (rejects it), so a test starts with no reminder. */
export async function clearOffers(request: APIRequestContext, token: string): Promise<void> {
  for (const path of CONTRACT_PATHS) {
    const view = ((await (await request.get(path, { headers: { token } })).json()) as { value: { pending: { id: number } | null } }).value;
    if (view.pending)
      await request.post('/wps/agent/contract/answer', { headers: { token }, data: { id: view.pending.id, accept: false } });
  }
}

/** A new daily salary offer to agent01, as its upline would make one. */
export async function offerSalary(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/dev/agents/offer', { data: { username: AGENT.username, kind: 'SALARY' } });
  if (!answer.ok()) throw new Error(`offer failed: ${answer.status()}`);
}

/** Opens the app as agent01 already logged in (the session record the login page keeps), with no offer waiting. */
export async function openAsAgent(page: Page, path: string): Promise<LoggedIn> {
  const session = await agentLogin(page.request);
  await clearOffers(page.request, session.token);
  await page.goto('/m/download');
  await page.evaluate((value) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value)), {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
  });
  await page.goto(path);
  return session;
}
