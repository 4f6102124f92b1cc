import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountCalls } from '@contract/account';
import { setTransport } from './api-client';
import { resumeKeptSignIn } from './kept-sign-in';
import { keepsSignIn, sessionState, setKeepsSignIn } from './session';

const resumed = { token: 't2', userName: 'juan', type: 0, firstTimeLogin: false, merchantCode: 'TALA', keptSignIn: true };
const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('resuming a device kept signed in', () => {
  const sent: RequestInit[] = [];
  let clock = Date.parse('2026-11-26T10:00:00Z');

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Each test starts well past the last one's try: resuming is tried at most once a minute.
    clock += 120_000;
    vi.setSystemTime(clock);
    sessionStorage.clear();
    sessionState.info = null;
    sent.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  const platform = (reply: () => Promise<Response>) =>
    setTransport(async (url, init) => {
      expect(url).toBe(accountCalls.resumeSession.path);
      sent.push(init);
      return reply();
    });

  it('opens the session the platform answers, sending the device cookie with this call', async () => {
    setKeepsSignIn(true);
    platform(answer(200, { success: true, value: resumed }));
    expect(await resumeKeptSignIn()).toBe(true);
    expect(sessionState.info).toMatchObject({ token: 't2', userName: 'juan' });
    expect(sent[0]?.credentials).toBe('same-origin');
    expect(keepsSignIn()).toBe(true);
  });

  it('asks for a login from then on once the platform refuses the device', async () => {
    setKeepsSignIn(true);
    platform(answer(401, { success: false, errorCode: 'auth.sessionExpired', message: 'Session expired' }));
    expect(await resumeKeptSignIn()).toBe(false);
    expect(sessionState.info).toBeNull();
    expect(keepsSignIn()).toBe(false);
  });

  it('tries again at the next start when the network is gone', async () => {
    setKeepsSignIn(true);
    platform(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await resumeKeptSignIn()).toBe(false);
    expect(keepsSignIn()).toBe(true);
  });

  it('asks nothing on a device not kept signed in, or with a session already open', async () => {
    platform(answer(200, { success: true, value: resumed }));
    setKeepsSignIn(false);
    expect(await resumeKeptSignIn()).toBe(false);
    vi.setSystemTime((clock += 120_000));
    setKeepsSignIn(true);
    sessionState.info = { token: 't1', userName: 'juan', type: 0, firstTimeLogin: false, merchantCode: 'TALA' };
    expect(await resumeKeptSignIn()).toBe(true);
    expect(sent).toHaveLength(0);
  });
});
