import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerDetail } from '@contract/back-office/players';
import { setLanguage } from '../../../office/src/app/language';
import Room from '../../../office/src/rooms/players/Room';

const player = (overrides: Partial<PlayerDetail> = {}): PlayerDetail => ({
  id: 7,
  username: 'juan77',
  nickname: 'Juan',
  realName: 'Juan Dela Cruz',
  mobile: '+63 •••••••567',
  mobileVerified: true,
  email: 'ju••••@example.com',
  contactsMasked: true,
  type: 0,
  vip: { level: 1, name: 'VIP1' },
  upline: null,
  wallets: [{ kind: 'REAL', currency: 'PHP', balance: '1500.00' }],
  createdAt: '2026-10-01T02:00:00.000Z',
  lastLoginAt: '2026-11-27T10:00:00.000Z',
  registerIp: '10.0.0.1',
  lock: null,
  ledger: {
    list: [
      {
        id: 12,
        wallet: 'REAL',
        kind: 'DEPOSIT',
        amount: '500.00',
        balanceAfter: '1500.00',
        reference: null,
        createdAt: '2026-11-27T09:00:00.000Z',
      },
    ],
    nextCursor: '12',
  },
  sessions: [
    {
      createdAt: '2026-11-27T10:00:00.000Z',
      lastSeenAt: '2026-11-27T10:05:00.000Z',
      expiresAt: '2026-11-27T22:00:00.000Z',
      ip: '10.9.8.7',
      device: 'Chrome · Android',
      door: 'member',
      kind: 'full',
      keptSignIn: true,
    },
  ],
  protection: {
    limits: [
      { key: 'DEPOSIT_DAY', value: '500.00', pending: null, used: '0.00', remaining: '500.00' },
      { key: 'SESSION_MINUTES', value: null, pending: null, used: '0', remaining: null },
    ],
    realityCheckMinutes: 30,
    activeBreak: { period: '7D', endsAt: '2026-12-04T10:00:00.000Z', selfExclusion: false },
    loginBlockedUntil: null,
    history: [{ at: '2026-11-27T10:00:00.000Z', action: 'TIME_OUT', subject: '7D', value: '2026-12-04T10:00:00.000Z', previous: null }],
  },
  notes: [{ id: 1, text: '<b>not bold</b>\nsecond line', staff: 'support01', createdAt: '2026-11-27T08:00:00.000Z' }],
  staffActions: [],
  may: { endSessions: true, lock: true, addNote: true },
  ...overrides,
});

type Call = { method: string; url: string; body: unknown };

/** The platform, answering the players room's calls from what the test sets. */
function platform(answers: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const path = url.split('?')[0]!;
      const answer = answers[`${call.method} ${path}`];
      if (!answer) return new Response(JSON.stringify({ success: false, errorCode: 'office.notFound', message: 'none' }), { status: 404 });
      const value = answer(call);
      return new Response(JSON.stringify(value instanceof Error ? JSON.parse(value.message) : { success: true, value }), {
        status: value instanceof Error ? 409 : 200,
      });
    }),
  );
  return calls;
}

const renderRoom = (path: string[]) =>
  render(
    <Suspense fallback={null}>
      <Room path={path} />
    </Suspense>,
  );

beforeEach(() => {
  setLanguage('en');
  history.replaceState(null, '', '/office/players');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the players room', () => {
  it('searches by what staff type and opens the player they pick', async () => {
    const calls = platform({
      'GET /office/api/players': () => ({
        list: [
          { id: 7, username: 'juan77', type: 0, locked: false, createdAt: '2026-10-01T02:00:00.000Z', lastLoginAt: null },
          { id: 8, username: 'juan78', type: 4, locked: true, createdAt: '2026-10-01T02:00:00.000Z', lastLoginAt: null },
        ],
        page: 1,
        hasMore: false,
      }),
    });
    renderRoom([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username, mobile number or id' }), 'JUAN');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'username');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table');
    expect(calls.at(-1)?.url).toBe('/office/api/players?q=JUAN&by=username&page=1');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]!).getByText('Locked')).toBeTruthy();
    expect(within(rows[2]!).getByText('Trial')).toBeTruthy();
    await userEvent.click(within(table).getByRole('link', { name: 'juan77' }));
    expect(location.pathname).toBe('/office/players/7');
  });

  it('shows a player’s page with limits and breaks read only and notes as plain text', async () => {
    platform({ 'GET /office/api/players/detail': () => player() });
    renderRoom(['7']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Player juan77' })).toBeTruthy();
    expect(screen.getByText('+63 •••••••567 (verified)')).toBeTruthy();
    expect(screen.getByText(/administrators see them in full/)).toBeTruthy();
    expect(screen.getByText('Chrome · Android (kept signed in)')).toBeTruthy();

    const protection = screen.getByRole('region', { name: 'Limits and breaks' });
    expect(within(protection).getByText(/^On a break \(7 days\) until/)).toBeTruthy();
    expect(within(protection).getByText(/a break cannot be shortened/)).toBeTruthy();
    // Nothing in it changes anything.
    expect(within(protection).queryAllByRole('button')).toEqual([]);
    expect(within(protection).queryAllByRole('textbox')).toEqual([]);
    expect(within(protection).queryAllByRole('spinbutton')).toEqual([]);

    const notes = screen.getByRole('region', { name: 'Staff notes' });
    expect(within(notes).getByText((_, element) => element?.textContent === '<b>not bold</b>\nsecond line')).toBeTruthy();
    expect(notes.querySelector('b')).toBeNull();
  });

  it('hides what the reader’s role may not do', async () => {
    platform({ 'GET /office/api/players/detail': () => player({ may: { endSessions: false, lock: false, addNote: true } }) });
    renderRoom(['7']);
    await screen.findByRole('heading', { level: 1, name: 'Player juan77' });
    expect(screen.queryByRole('button', { name: 'Lock account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeTruthy();
  });

  it('locks only once staff confirm with a reason, and shows the lock', async () => {
    const calls = platform({
      'GET /office/api/players/detail': () => player(),
      'POST /office/api/players/lock': (call) =>
        player({
          lock: { at: '2026-11-27T11:00:00.000Z', by: 'support01', reason: (call.body as { reason: string }).reason },
          sessions: [],
        }),
    });
    renderRoom(['7']);
    await userEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock juan77?' });
    const confirm = within(dialog).getByRole('button', { name: 'Lock account' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Shared account');
    await userEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'The account is locked.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/office/api/players/lock', body: { id: 7, reason: 'Shared account' } },
    ]);
    expect(screen.getByText('Reason: Shared account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock account' })).toBeTruthy();
    expect(screen.getByText('No live session.')).toBeTruthy();
  });

  it('ends the sessions after the confirmation and loads older ledger lines on request', async () => {
    const calls = platform({
      'GET /office/api/players/detail': () => player(),
      'POST /office/api/players/end-sessions': () => ({ ended: 1, player: player({ sessions: [] }) }),
      'GET /office/api/players/ledger': () => ({
        list: [
          {
            id: 3,
            wallet: 'REAL',
            kind: 'DEMO_CREDIT',
            amount: '1000.00',
            balanceAfter: '1000.00',
            reference: null,
            createdAt: '2026-10-01T02:00:00.000Z',
          },
        ],
        nextCursor: null,
      }),
    });
    renderRoom(['7']);
    await userEvent.click(await screen.findByRole('button', { name: 'Older lines' }));
    expect(await screen.findByText('Opening credit')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/office/api/players/ledger?id=7&before=12');
    expect(screen.queryByRole('button', { name: 'Older lines' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End every session of juan77?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('Sessions ended: 1.')).toBeTruthy();
    expect(screen.getByText('No live session.')).toBeTruthy();
  });
});
