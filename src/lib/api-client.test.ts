import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountCalls } from '@contract/account';
import { agentCalls } from '@contract/agents';
import { ERROR_CODES } from '@contract/errors';
import { walletCalls } from '@contract/wallet';
import { ApiFailure, callApi } from './api-client';
import { sessionState } from './session';

const busy = () =>
  new Response(JSON.stringify({ success: false, errorCode: ERROR_CODES.busy, message: 'busy', value: { retryAfter: 1 } }), {
    status: 503,
    headers: { 'retry-after': '1' },
  });
const answered = () => new Response(JSON.stringify({ success: true, value: { available: true } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a busy platform', () => {
  it('gets the call once more after the wait it asks for, and the answer reaches the caller', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(answered());
    vi.stubGlobal('fetch', fetch);
    const pending = callApi(accountCalls.checkUsername, { username: 'someone' });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ available: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says busy when the platform is still busy the second time, without a third try', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(busy()));
    vi.stubGlobal('fetch', fetch);
    const pending = callApi(accountCalls.checkUsername, { username: 'someone' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    const failure = await pending;
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).errorCode).toBe(ERROR_CODES.busy);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('an agent’s session', () => {
  const agent = { token: 't'.repeat(32), merchantCode: 'TALA', userName: 'agent01', type: 3, firstTimeLogin: false };
  const member = { ...agent, userName: 'player01', type: 0 };
  afterEach(() => {
    sessionState.info = null;
  });

  it('never sends a member’s call: it is refused as the platform refuses it, and the network is not asked', async () => {
    sessionState.info = agent;
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(answered()));
    vi.stubGlobal('fetch', fetch);
    const failure = await callApi(walletCalls.getBalance, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).errorCode).toBe(ERROR_CODES.nonMemberLogin);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends its own calls, the calls of either door and the calls open to visitors', async () => {
    sessionState.info = agent;
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(answered()));
    vi.stubGlobal('fetch', fetch);
    await callApi(agentCalls.getTeamKpi, { period: 'TODAY' } as never);
    await callApi(accountCalls.getMemberInfo, {} as never);
    await callApi(accountCalls.checkUsername, { username: 'someone' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('is not a member’s: a member’s session never sends an agent’s call', async () => {
    sessionState.info = member;
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(answered()));
    vi.stubGlobal('fetch', fetch);
    const failure = await callApi(agentCalls.getTeamKpi, { period: 'TODAY' } as never).catch((error: unknown) => error);
    expect((failure as ApiFailure).errorCode).toBe(ERROR_CODES.nonAgentLogin);
    await callApi(walletCalls.getBalance, {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
