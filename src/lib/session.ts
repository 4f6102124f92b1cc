import { proxy, useSnapshot } from 'valtio';
import { SIGNED_IN_COOKIE, type SignedInKind } from '@contract/domain';
import { CONTRACTED_AGENT_TYPE, isAgentType, isTrialType, TRIAL_TYPE } from '@contract/members';
import { writeCookie } from './cookies';
import { useHydrated } from './hydration';

/** The browser-session record the platform names MC_SESSION_INFO. It never holds a password. */
export const SESSION_KEY = 'MC_SESSION_INFO';
export const TRIAL_NAME_KEY = 'MC_TRIAL_NAME';
/** '1' while this device is kept signed in ("keep me signed in"), '0' after a logout: the platform's autoLogin. */
export const AUTO_LOGIN_KEY = 'autoLogin';

/** Whether this device was kept signed in at its last login: it may then resume the sign-in when the app opens. */
export function keepsSignIn(): boolean {
  try {
    return localStorage.getItem(AUTO_LOGIN_KEY) === '1';
  } catch {
    return false;
  }
}

export function setKeepsSignIn(kept: boolean): void {
  try {
    localStorage.setItem(AUTO_LOGIN_KEY, kept ? '1' : '0');
  } catch {
    // Without storage the device simply asks for a login next time.
  }
}

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  /** A withdraw-only session: the player is on a time-out or self-exclusion until `endsAt`. */
  onBreak?: SessionBreak;
}

export interface SessionBreak {
  endsAt: string;
  selfExclusion: boolean;
}

/** A stored record that does not have this shape (an older version, a tampered copy) is ignored. */
function asSessionInfo(value: unknown): SessionInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, merchantCode, userName, type, firstTimeLogin, onBreak } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0) return null;
  if (typeof merchantCode !== 'string' || typeof userName !== 'string') return null;
  if (!Number.isInteger(type) || typeof firstTimeLogin !== 'boolean') return null;
  const info: SessionInfo = { token, merchantCode, userName, type: type as number, firstTimeLogin };
  const { endsAt, selfExclusion } = (onBreak ?? {}) as Record<string, unknown>;
  if (typeof endsAt === 'string' && typeof selfExclusion === 'boolean') info.onBreak = { endsAt, selfExclusion };
  return info;
}

function readStored(): SessionInfo | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    return asSessionInfo(JSON.parse(raw));
  } catch {
    return null;
  }
}

export const sessionState = proxy<{ info: SessionInfo | null }>({ info: null });

/** Start-up takes the browser session's record back before any call or page reads it. */
export function restoreSession(): void {
  sessionState.info = readStored();
  mirrorSignedInCookie(sessionState.info);
}

export const signedInKindOf = (info: SessionInfo | null): SignedInKind | null =>
  info === null ? null : isAgentType(info.type) ? 'agent' : info.onBreak ? 'break' : isTrialType(info.type) ? 'trial' : 'member';

/** An agent's session (agents' door): an agent's app, which makes no member call and offers no member's money. */
export const isAgentSession = (info: SessionInfo | null): boolean => info !== null && isAgentType(info.type);

/** Which door the stored session came through, for the calls it may make (see the contract's `role`). */
export const sessionDoor = (): 'member' | 'agent' | null =>
  sessionState.info === null ? null : isAgentSession(sessionState.info) ? 'agent' : 'member';

/**
 * Tells the server, with no token or name, who is signed in here, so the page it renders first
 * has the frame the app will draw (see SIGNED_IN_COOKIE). A browser-session cookie, gone when the
 * browser session ends, as the session record is.
 */
function mirrorSignedInCookie(info: SessionInfo | null): void {
  const kind = signedInKindOf(info);
  writeCookie(
    kind
      ? `${SIGNED_IN_COOKIE}=${kind}; path=/; samesite=lax`
      : `${SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`,
  );
}

/** The user name of a member the server knows only as signed in (the cookie names nobody). */
export const UNNAMED_MEMBER = '';

/**
 * A session as the server knows it from the cookie: its kind, no token and no name. The server
 * renders with it, and the browser hydrates with it before drawing the member's own.
 */
export function unnamedSession(kind: SignedInKind | null): SessionInfo | null {
  if (kind === null) return null;
  const session: SessionInfo = {
    token: '',
    merchantCode: '',
    userName: UNNAMED_MEMBER,
    type: kind === 'trial' ? TRIAL_TYPE : kind === 'agent' ? CONTRACTED_AGENT_TYPE : 0,
    firstTimeLogin: false,
  };
  if (kind === 'break') session.onBreak = { endsAt: '', selfExclusion: false };
  return session;
}

let renderedSession: SessionInfo | null = null;

/** The session the page being hydrated was rendered with on the server. */
export function setRenderedSession(info: SessionInfo | null): void {
  renderedSession = info;
}

/**
 * The signed-in session for a component to draw. While a server-rendered page is hydrated it is
 * the session the server rendered with (no name), so both draw the same; the member's own follows.
 */
export function useSession(): SessionInfo | null {
  const live = useSnapshot(sessionState).info;
  return useHydrated() ? live : renderedSession;
}

export const isLoggedIn = () => sessionState.info !== null;
export const currentToken = () => sessionState.info?.token ?? null;

export function setSession(info: SessionInfo): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(info));
  sessionState.info = info;
  mirrorSignedInCookie(info);
}

export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(TRIAL_NAME_KEY);
  sessionState.info = null;
  mirrorSignedInCookie(null);
}
