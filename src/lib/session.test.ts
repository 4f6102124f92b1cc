import { beforeEach, describe, expect, it } from 'vitest';
import { TRIAL_TYPE } from '@contract/members';
import { clearSession, restoreSession, sessionState, SESSION_KEY, setSession } from './session';

const record = { token: 'a1b2', merchantCode: 'TALA', userName: 'juan', type: 0, firstTimeLogin: false };

describe('the browser-session record', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionState.info = null;
  });

  it('is taken back at start-up', () => {
    setSession(record);
    sessionState.info = null;
    restoreSession();
    expect(sessionState.info).toEqual(record);
  });

  it('keeps a break’s end for a withdraw-only session, and drops a break of the wrong shape', () => {
    const onBreak = { endsAt: '2026-11-26T13:00:00.000Z', selfExclusion: true };
    setSession({ ...record, onBreak });
    sessionState.info = null;
    restoreSession();
    expect(sessionState.info).toEqual({ ...record, onBreak });
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...record, onBreak: { endsAt: 5, selfExclusion: 'yes' } }));
    restoreSession();
    expect(sessionState.info).toEqual(record);
  });

  it('is ignored when it does not have the record’s shape', () => {
    for (const stored of [{ ...record, token: '' }, { ...record, type: 1.5 }, { ...record, firstTimeLogin: 'no' }, 'juan', '{broken']) {
      sessionStorage.setItem(SESSION_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
      restoreSession();
      expect(sessionState.info).toBeNull();
    }
  });

  it('tells the server who is signed in (a member, a trial account, a player on a break) with no token or name, and nothing once no one is', () => {
    const memberCookie = () => document.cookie.split('; ').find((part) => part.startsWith('tala_member='));
    setSession(record);
    expect(memberCookie()).toBe('tala_member=member');
    expect(document.cookie).not.toContain(record.token);
    expect(document.cookie).not.toContain(record.userName);
    clearSession();
    expect(memberCookie()).toBeUndefined();

    setSession({ ...record, type: TRIAL_TYPE });
    expect(memberCookie()).toBe('tala_member=trial');
    setSession({ ...record, onBreak: { endsAt: '2026-11-26T13:00:00.000Z', selfExclusion: false } });
    expect(memberCookie()).toBe('tala_member=break');

    sessionStorage.setItem(SESSION_KEY, JSON.stringify(record));
    restoreSession();
    expect(memberCookie()).toBe('tala_member=member');
    sessionStorage.clear();
    restoreSession();
    expect(memberCookie()).toBeUndefined();
  });
});
