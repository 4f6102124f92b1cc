import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountCalls } from '@contract/account';
import { ERROR_CODES } from '@contract/errors';
import { ApiFailure, callApi } from './api-client';

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
