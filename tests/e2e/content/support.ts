import type { APIRequestContext, Page } from '@playwright/test';
import type { Announcement } from '../../../contract/domain';
import { apiLogin } from '../lobby/support';
import { text } from '../support/locales';

export type Lang = 'en' | 'ty';
export const t = (language: Lang, key: string, values: Record<string, string | number> = {}) => text(language, 'content', key, values);

/** The interface (and content) language for every page of the test. */
export async function useLanguage(page: Page, language: Lang): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('tala.language', code), language.toUpperCase());
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  return ((await response.json()) as { value: T }).value;
}

export async function promotions(request: APIRequestContext, language: 'EN' | 'TY' = 'EN') {
  return value<{ promotion: Announcement[]; categories: { id: number; name: string }[] }>(
    await request.get(`/wps/announcement/list?types=Promotion&language=${language}`),
  );
}

export async function notices(request: APIRequestContext, token: string | null, language: 'EN' | 'TY' = 'EN') {
  return (
    await value<{ list: Announcement[] }>(
      await request.get(`/wps/announcement/notices?language=${language}&pageSize=100`, { headers: token ? { token } : {} }),
    )
  ).list;
}

/** Opens the app logged in as a seeded player (the session record the login page keeps), on `path`. */
export async function signInAt(page: Page, username: string, path: string) {
  const session = await apiLogin(page.request, username, 'Player1234');
  await page.addInitScript((record) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)), {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
  });
  await page.goto(path);
  return session;
}
