import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwitchesAnswer } from '@contract/back-office/switches';
import { WHITELABEL_FLAGS } from '@contract/site';
import { setLanguage } from '../../../office/src/app/language';
import Room from '../../../office/src/rooms/switches/Room';

const stored = (): SwitchesAnswer => ({
  switches: {
    maintenance: false,
    regionRestriction: false,
    restrictedIpPrefixes: ['198.51.100.'],
    enabledGameTypes: ['RNG', 'LIVE'],
    whitelabel: Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true])) as SwitchesAnswer['switches']['whitelabel'],
    registerFields: { qqNum: { enabled: true, minLength: 5 } },
    phoneVerifier: { channel: 'platform' },
    limits: {
      smsPerAddressPerHour: 10,
      smsPerMinute: 60,
      checkUsernamePerMinutePerAddress: 30,
      checkAffiliatePerMinutePerAddress: 30,
      captchasPerMinutePerAddress: 20,
      registrationsPerAddressPerHour: 30,
    },
  },
  changed: {
    maintenance: { at: '2026-11-27T10:00:00.000Z', by: 'admin01' },
    enabledGameTypes: { at: '2026-11-27T09:00:00.000Z', by: null },
  },
});

type Call = { method: string; url: string; body: unknown };

/** The platform, answering the switches calls: POST answers `onUpdate`'s value or refusal. */
function platform(
  onUpdate: (body: unknown) => { status: number; body: unknown } = () => ({ status: 200, body: { success: true, value: stored() } }),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (call.method === 'GET') return new Response(JSON.stringify({ success: true, value: stored() }));
      const answer = onUpdate(call.body);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

const renderRoom = () =>
  render(
    <Suspense fallback={null}>
      <Room />
    </Suspense>,
  );

const updates = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  setLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the site switches room', () => {
  it('turns maintenance on after a confirmation naming the change, and says who changed what last', async () => {
    const calls = platform();
    renderRoom();
    const section = await screen.findByRole('region', { name: 'Maintenance and region' });
    expect(within(section).getByText(/^Last changed .* by admin01$/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Game types' })).getByText('Starting value from the configuration')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Save…' })).toHaveProperty('disabled', true);

    await userEvent.click(within(section).getByRole('checkbox', { name: 'Maintenance' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the site switches?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Maintenance: off → on']);
    expect(updates(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change them' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved. Every server applies the change within a few seconds.');
    expect(updates(calls).map((call) => [call.url, call.body])).toEqual([['/office/api/switches', { maintenance: true }]]);
  });

  it('writes nothing when the confirmation is cancelled', async () => {
    const calls = platform();
    renderRoom();
    const flags = await screen.findByRole('region', { name: 'Whitelabel flags' });
    await userEvent.click(within(flags).getByRole('checkbox', { name: 'MAILCEN' }));
    await userEvent.click(within(flags).getByRole('button', { name: 'Save…' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates(calls)).toHaveLength(0);
  });

  it('sends the registration fields whole, keeping the rules the console does not edit', async () => {
    const calls = platform();
    renderRoom();
    const fields = await screen.findByRole('region', { name: 'Registration fields' });
    await userEvent.selectOptions(within(fields).getByRole('combobox', { name: 'email: Required' }), 'yes');
    await userEvent.click(within(fields).getByRole('button', { name: 'Save…' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('listitem').textContent).toBe('email: Shown Default → Default, Required Default → Yes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change them' }));
    await screen.findByRole('status');
    expect(updates(calls)[0]?.body).toEqual({ registerFields: { qqNum: { enabled: true, minLength: 5 }, email: { required: true } } });
  });

  it('shows the platform’s refusal in words and keeps the switches as stored', async () => {
    platform(() => ({ status: 400, body: { success: false, errorCode: 'request.invalid', message: 'GOOGLELOGIN3 needs its client' } }));
    renderRoom();
    const flags = await screen.findByRole('region', { name: 'Whitelabel flags' });
    await userEvent.click(within(flags).getByRole('checkbox', { name: 'GOOGLELOGIN3' }));
    await userEvent.click(within(flags).getByRole('button', { name: 'Save…' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change them' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some input is not valid: GOOGLELOGIN3 needs its client');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
