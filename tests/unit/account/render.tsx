import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { translator } from '@/lib/translator';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AccountSettings } from '@contract/account';
import enAccount from '@/locales/en/account.json';
import enErrors from '@/locales/en/errors.json';
import enCommon from '@/locales/en/common.json';
import { registerFieldRules } from '../../../server/src/services/catalogue/register-fields';

/** The settings the reference platform answers with out of the box. */
export function settingsFixture(overrides: Partial<AccountSettings['methods']> = {}): AccountSettings {
  return {
    // An operator's fuller form (the default asks only what the spec requires), so the optional fields' checks are exercised too.
    fields: registerFieldRules({
      mobileNum: { enabled: true },
      affiliateCode: { enabled: true },
      nickname: { enabled: true },
      payeeName: { enabled: true },
      email: { enabled: true },
      birthday: { enabled: true },
    }),
    captcha: { enabled: true },
    smsExpirationSeconds: 60,
    dialingCodes: [
      { code: '63', country: 'PH', flag: '/cdn/flags/PH.svg' },
      { code: '65', country: 'SG', flag: '/cdn/flags/SG.svg' },
    ],
    defaultDialingCode: '63',
    phoneVerifier: { channel: 'platform' },
    ageLimit: 21,
    methods: {
      usernameRegister: true,
      mobileRegister: true,
      mobileVerify: true,
      mobilePassword: true,
      mobileLogin: true,
      mailRecovery: true,
      phoneRecovery: true,
      affiliate: true,
      freePlay: true,
      facebookLogin: false,
      googleLogin: false,
      ...overrides,
    },
    customerServicePath: '/m/help?tag=CS',
    encryption: true,
  };
}

export async function startTestI18n(): Promise<void> {
  if (translator.isInitialized) return;
  translator.start('en', { account: enAccount, errors: enErrors, common: enCommon });
}

export const t = (key: string, values?: Record<string, unknown>) => translator.t(key, values);

/**
 * Stubs the platform at the network boundary: every call the API client makes is answered
 * by `answer(method, path, body)` as an envelope.
 */
export function stubPlatform(answer: (method: string, path: string, body: unknown) => { status?: number; envelope: unknown } | undefined) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body || 'null') as unknown) : undefined;
    const found = answer(init?.method ?? 'GET', path, body) ?? { envelope: { success: true, value: {} } };
    return new Response(JSON.stringify(found.envelope), { status: found.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The account settings and a captcha, which every account screen asks for first. */
export function platformWithSettings(settings: AccountSettings, extra?: Parameters<typeof stubPlatform>[0]) {
  return stubPlatform((method, path, body) => {
    const more = extra?.(method, path, body);
    if (more) return more;
    if (path === '/wps/member/register/settings') return { envelope: { success: true, value: settings } };
    if (path === '/wps/captcha') {
      return {
        envelope: {
          success: true,
          value: { captchaId: 'a'.repeat(32), image: 'data:image/svg+xml;base64,PHN2Zy8+', kind: 'numeric', maxLength: 6 },
        },
      };
    }
    return undefined;
  });
}

/** Renders a screen inside a router (its links and navigation need one). */
export function renderScreen(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/m/home', component: () => <p>home page</p> });
  const favourites = createRoute({ getParentRoute: () => rootRoute, path: '/m/fav-games', component: () => <p>favourites page</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, home, favourites]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { router, ...render(<RouterProvider router={router as never} />) };
}
