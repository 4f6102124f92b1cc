import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sealJson, SEALED_BODY_SCHEME } from '../../../contract/crypto';
import { closePopups } from '../support/home';
import { text } from '../support/locales';

export const en = (key: string, values: Record<string, string | number> = {}) => text('en', 'account', key, values);
export const shell = (key: string, values: Record<string, string | number> = {}) => text('en', 'shell', key, values);

/** English interface; every test also starts with the per-address login counter cleared (all tests share 127.0.0.1). */
export async function prepare(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('tala.language', 'EN'));
  await page.request.delete('/dev/login-limits');
}

export const uniqueName = (prefix = 'e') => `${prefix}${Math.random().toString(36).slice(2, 10)}`.slice(0, 14);
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${response.url()} failed: ${body.errorCode}`);
  return body.value;
}

export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  return (await value<{ answer: string }>(await request.get(`/dev/captcha?id=${captchaId}`))).answer;
}

/**
 * Resolves to the answer of the next captcha picture the page fetches (read from the
 * development tools by its id), so a test can type it like a player reading the picture.
 */
export function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha')
    .then(async (response) => captchaAnswer(page.request, ((await response.json()) as Envelope<{ captchaId: string }>).value.captchaId));
}

export async function outbox(request: APIRequestContext, to: string): Promise<Array<{ channel: string; body: string }>> {
  return (
    await value<{ messages: Array<{ channel: string; body: string }> }>(await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`))
  ).messages;
}

/** Waits for the SMS to `+<dial><mobile>` and reads its six-digit code. */
export async function smsCode(request: APIRequestContext, mobile: string, dial = '63', after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox(request, `+${dial}${mobile}`);
      code = messages.length > after ? (messages[0]!.body.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function sealed(request: APIRequestContext, method: 'POST' | 'PUT', path: string, body: unknown) {
  const key = await value<{ keyId: string; publicKey: string }>(await request.get('/wps/session/key'));
  const payload = JSON.stringify(await sealJson(key, method, path, body));
  const headers = { 'content-type': 'application/json', encryption: SEALED_BODY_SCHEME, 'module-id': 'COMM3' };
  return method === 'PUT' ? request.put(path, { headers, data: payload }) : request.post(path, { headers, data: payload });
}

/** A fresh member registered straight through the API (username, password, optional e-mail). */
export async function apiRegister(
  request: APIRequestContext,
  account: { username: string; password: string; email?: string; mobileNum?: string },
): Promise<void> {
  const issued = await value<{ captchaId: string }>(await request.get('/wps/captcha?purpose=register'));
  const captcha = await captchaAnswer(request, issued.captchaId);
  await value(
    await sealed(request, 'PUT', '/wps/member/register', {
      registerMethod: 'H5',
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      ...(account.email ? { email: account.email } : {}),
      ...(account.mobileNum ? { countryDialingCode: '63', mobileNum: account.mobileNum } : {}),
      captchaId: issued.captchaId,
      captcha,
    }),
  );
}

export async function sessionInfo(page: Page): Promise<{ userName: string; type: number } | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('MC_SESSION_INFO');
    return raw ? (JSON.parse(raw) as { userName: string; type: number }) : null;
  });
}

/** Logged in: the header's member strip with the member-centre link is there. */
export async function expectLoggedIn(page: Page, userName?: string): Promise<void> {
  await expect(page.getByRole('link', { name: shell('header.memberCentre') })).toBeVisible();
  if (userName) await expect.poll(async () => (await sessionInfo(page))?.userName).toBe(userName);
}

export async function expectLoggedOut(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: shell('actions.login') })).toBeVisible();
  expect(await sessionInfo(page)).toBeNull();
}

/** Logs out through the header menu and its confirmation, as a player does. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: shell('header.more') }).click();
  await page.getByRole('menuitem', { name: shell('actions.logout') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: shell('actions.logout') })
    .click();
  await arriveHome(page);
  await expectLoggedOut(page);
}

/** Fills the login form by username and submits it. */
export async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: en('login.title') });
  await form.getByLabel(en('fields.username')).fill(username);
  await form.getByLabel(en('fields.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: en('login.submit') }).click();
}

/**
 * Reads everything script can reach in the browser (localStorage, sessionStorage, every
 * IndexedDB database and store, document.cookie) and asserts none of it holds `password`,
 * its Base64 or its double Base64.
 */
export async function expectPasswordNowhere(page: Page, password: string): Promise<void> {
  const dump = await page.evaluate(async () => {
    const parts: string[] = [document.cookie];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        parts.push(key, storage.getItem(key) ?? '');
      }
    }
    const databases = await indexedDB.databases();
    for (const info of databases) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result as unknown[]);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        parts.push(JSON.stringify(keys), JSON.stringify(values));
      }
      db.close();
    }
    return parts.join('\n');
  });
  const once = Buffer.from(password).toString('base64');
  const twice = Buffer.from(once).toString('base64');
  for (const secret of [password, once, twice, once.replace(/=+$/, ''), twice.replace(/=+$/, '')]) {
    expect(dump.includes(secret), `browser storage holds ${secret}`).toBe(false);
  }
  expect(dump.length).toBeGreaterThan(0);
}

const popupsClosed = new WeakSet<Page>();

/** Waits for Home; the first time in a test, closes the popup announcements Home opens once per session. */
export async function arriveHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/m\/home$/);
  if (popupsClosed.has(page)) return;
  popupsClosed.add(page);
  const announcements = await value<{ popup: unknown[] }>(
    await page.request.get('/wps/announcement/list?types=B,PL,PU,PR,H&groupName=m_home_EN&language=EN'),
  );
  await closePopups(page, 'en', announcements.popup.length);
}
