import { createMemoryHistory, createRouter, isRedirect } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { translator } from '@/lib/translator';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhitelabelFlag } from '@contract/site';
import { ToastHost, TOAST_MS } from '@/components/ui/toast';
import type * as ApiClient from '@/lib/api-client';
import { pageFacts } from '@/lib/route-meta';
import { clearSession, setSession } from '@/lib/session';
import { refreshSiteInfo, siteState } from '@/lib/site';
import enErrors from '@/locales/en/errors.json';
import enShell from '@/locales/en/shell.json';
import { siteInfoFixture } from '../../tests/unit/support/site-info';
import { guardPage } from './guards';
import { routeTree } from './route-tree';
import { loginSearch } from './search-params';

// The platform answers at the API-client boundary: site info with every flag off.
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  callApi: vi.fn(() => Promise.resolve(siteInfoFixture())),
}));

const NON_AGENT = enErrors.codes.nonAgentLogin;
const TRIAL = enErrors.codes.trialNotAllowed;
const MEMBER_PAGE_FOR_AGENT = enShell.memberPageForAgent;

function logInAs(type: number): void {
  setSession({ token: 't'.repeat(32), merchantCode: 'TALA', userName: 'someone', type, firstTimeLogin: false });
}

function withFlags(flags: Partial<Record<WhitelabelFlag, boolean>>): void {
  siteState.info = siteInfoFixture({ whitelabel: flags });
}

/** Opens `address` in a router over the app's real route table: where the player ends up and the search that page reads. */
async function open(address: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [address] }) });
  await router.load();
  return { pathname: router.state.location.pathname, search: router.state.matches.at(-1)?.search };
}

beforeAll(async () => {
  // Timers run as usual, and each test starts with the previous test's toasts gone.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  translator.start('en', { errors: enErrors, shell: enShell });
  await refreshSiteInfo();
});

afterAll(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  clearSession();
  withFlags({});
  void act(() => vi.advanceTimersByTime(60_000));
  render(<ToastHost />);
});

describe('the member layout', () => {
  it('sends a visitor to log in with the page and its search to come back to', async () => {
    const location = await open('/m/fav-games?dataType=RECENT');
    expect(location.pathname).toBe('/m/login');
    expect(location.search).toMatchObject({ redirect: '/m/fav-games?dataType=RECENT' });
  });

  it('lets a member in', async () => {
    logInAs(0);
    const location = await open('/m/fav-games?dataType=RECENT');
    expect(location.pathname).toBe('/m/fav-games');
    expect(location.search).toMatchObject({ dataType: 'RECENT' });
  });

  it('sends an agent, whose account keeps no favourites or wallet, to agent home with the reason', async () => {
    logInAs(3);
    expect((await open('/m/fav-games?dataType=RECENT')).pathname).toBe('/m/agent/home');
    expect(await screen.findByText(MEMBER_PAGE_FOR_AGENT)).toBeTruthy();
  });
});

describe('the agent layout', () => {
  it('sends a member home with the non-agent message, kept long enough to read while Home starts', async () => {
    logInAs(0);
    expect((await open('/m/agent/home')).pathname).toBe('/m/home');
    expect(await screen.findByText(NON_AGENT)).toBeTruthy();
    // The router's first load takes a moment of the clock too: checked well past the short time, and after the long one.
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS.short + 2000));
    expect(screen.getByText(NON_AGENT)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS.long - TOAST_MS.short - 2000));
    expect(screen.queryByText(NON_AGENT)).toBeNull();
  });

  it('sends a visitor home too, never to log in', async () => {
    expect((await open('/m/member/agent/getSalaryContract')).pathname).toBe('/m/home');
    expect(await screen.findByText(NON_AGENT)).toBeTruthy();
  });

  it('lets an agent through to the agency centre, without the message: types 1 and 2 are agents too', async () => {
    for (const type of [1, 2, 41]) {
      logInAs(type);
      expect((await open('/m/agent')).pathname, `type ${type}`).toBe('/m/agent');
    }
    expect(screen.queryByText(NON_AGENT)).toBeNull();
  });

  it('keeps the member types 0 and 40 out of the agency centre', async () => {
    for (const type of [0, 40]) {
      logInAs(type);
      expect((await open('/m/agent')).pathname, `type ${type}`).toBe('/m/home');
    }
  });
});

describe("a page's own guard", () => {
  const expectHome = async (run: () => unknown) => {
    let thrown: unknown;
    try {
      await run();
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to?: string } }).options.to).toBe('/m/home');
  };

  it('sends the player home when the page’s whitelabel flag is off, and lets them in when it is on', async () => {
    const guard = guardPage(pageFacts({ flag: 'FEEDBACK3' }));
    await expectHome(() => guard({ preload: false }));
    withFlags({ FEEDBACK3: true });
    await expect(guard({ preload: false })).resolves.toBeUndefined();
  });

  it('sends a trial account home from a real member’s page with the platform’s message', async () => {
    const guard = guardPage(pageFacts({ role: 'realMember' }));
    logInAs(4);
    await expectHome(() => guard({ preload: false }));
    expect(await screen.findByText(TRIAL)).toBeTruthy();
    logInAs(0);
    expect(guard({ preload: false })).toBeUndefined();
  });

  it('sends the player home from a page registered before it is built', async () => {
    await expectHome(() => guardPage(pageFacts({ built: false }))({ preload: false }));
    expect(guardPage(pageFacts({}))({ preload: false })).toBeUndefined();
  });

  it('says nothing while a link is only being preloaded', async () => {
    logInAs(4);
    await expectHome(() => guardPage(pageFacts({ role: 'realMember' }))({ preload: true }));
    expect(screen.queryByText(TRIAL)).toBeNull();
  });

  it('sends a trial account home from the deposit page of the route table', async () => {
    logInAs(4);
    expect((await open('/m/voucherCenter')).pathname).toBe('/m/home');
    expect(await screen.findByText(TRIAL)).toBeTruthy();
  });

  it('sends a player on a break from any member page but the withdraw-only ones to /m/withdraw, saying why', async () => {
    setSession({
      token: 't'.repeat(32),
      merchantCode: 'TALA',
      userName: 'someone',
      type: 0,
      firstTimeLogin: false,
      onBreak: { endsAt: '2026-11-26T13:00:00.000Z', selfExclusion: false },
    });
    withFlags({ DEPRECM3: true });
    expect((await open('/m/voucherCenter')).pathname).toBe('/m/withdraw');
    expect(await screen.findByText(enErrors.codes.withdrawOnly)).toBeTruthy();
    expect((await open('/m/withdraw')).pathname).toBe('/m/withdraw');
    expect((await open('/m/vouReport')).pathname).toBe('/m/vouReport');
    expect((await open('/m/responsibleGaming')).pathname).toBe('/m/responsibleGaming');
    // Pages open to visitors stay open: the lobby is a visitor's for this session.
    expect((await open('/m/home')).pathname).toBe('/m/home');
  });
});

describe('member pages of the route table', () => {
  it('a member page still asks a visitor to log in first', async () => {
    expect((await open('/m/withdraw')).pathname).toBe('/m/login');
  });
});

describe('addresses of the route table', () => {
  it('/m/changePsw without a stored session goes home, not to log in', async () => {
    expect((await open('/m/changePsw')).pathname).toBe('/m/home');
  });

  it('/m/register.html keeps its invitation code', async () => {
    const location = await open('/m/register.html?affiliateCode=AGENT01');
    expect(location.pathname).toBe('/m/register');
    expect(location.search).toMatchObject({ affiliateCode: 'AGENT01' });
  });

  it('an unknown path goes home', async () => {
    expect((await open('/m/no/such/page')).pathname).toBe('/m/home');
  });
});

describe('the login page’s redirect', () => {
  const hostile = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/m/home',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /m/home',
    'm/home',
    '',
    42,
    '/' + 'a'.repeat(600),
  ];
  for (const value of hostile) {
    it(`drops ${JSON.stringify(value).slice(0, 40)}`, () => {
      expect(loginSearch({ redirect: value }).redirect).toBeUndefined();
    });
  }

  it('keeps a path of this app with its search', () => {
    expect(loginSearch({ redirect: '/m/provider?vassalage=JILI' }).redirect).toBe('/m/provider?vassalage=JILI');
  });

  it('a hostile redirect in the address is dropped before the page reads it', async () => {
    const location = await open(`/m/login?redirect=${encodeURIComponent('//evil.example')}`);
    expect(location.pathname).toBe('/m/login');
    expect(location.search).toMatchObject({ redirect: undefined, door: 'member' });
  });
});
