import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentCalls } from '@contract/payments';
import type * as ApiClient from '@/lib/api-client';
import { callApi } from '@/lib/api-client';
import { fetchQuery, forgetQueries } from '@/lib/query/client';
import { clearSession, setSession, type SessionInfo } from '@/lib/session';
import { getDepositOptionsQueryOptions } from './deposit';
import { prefetchDepositOptions } from './prefetch-deposit-options';

vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);
const member: SessionInfo = { token: 't', merchantCode: 'TALA', userName: 'ana', type: 0, firstTimeLogin: false };
const optionsCalls = () => api.mock.calls.filter(([call]) => call === paymentCalls.getDepositOptions).length;

describe('the deposit page asking for its channels early', () => {
  beforeEach(async () => {
    await forgetQueries(['deposit']);
    api.mockReset();
    api.mockResolvedValue({ channels: [], bonuses: [] });
  });
  afterEach(() => {
    clearSession();
  });

  it('asks once for a member, and the page drawn right after uses that answer', async () => {
    setSession(member);
    void prefetchDepositOptions();
    await fetchQuery(getDepositOptionsQueryOptions());
    expect(optionsCalls()).toBe(1);
  });

  it('keeps the page waiting for the answer, so the form draws with its channels', async () => {
    setSession(member);
    let answer: (value: unknown) => void = () => undefined;
    api.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const waiting = prefetchDepositOptions();
    expect(waiting).toBeInstanceOf(Promise);
    let done = false;
    void waiting!.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    answer({ channels: [], bonuses: [] });
    await waiting;
    expect(done).toBe(true);
  });

  it('reads only the operator’s channels when the page is rendered knowing that a member is signed in, not who', async () => {
    setSession({ ...member, token: '' });
    await prefetchDepositOptions();
    expect(api.mock.calls.map(([call]) => call)).toEqual([paymentCalls.getDepositChannels]);
  });

  it('asks nothing for a visitor, a trial account or a player on a break', () => {
    expect(prefetchDepositOptions()).toBeUndefined();
    setSession({ ...member, type: 4 });
    expect(prefetchDepositOptions()).toBeUndefined();
    setSession({ ...member, onBreak: { endsAt: '2026-12-01T00:00:00Z', selfExclusion: false } });
    expect(prefetchDepositOptions()).toBeUndefined();
    expect(optionsCalls()).toBe(0);
  });
});
