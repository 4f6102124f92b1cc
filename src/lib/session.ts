import { proxy } from 'valtio';
import { MEMBER_COOKIE } from '@contract/domain';
import { isTrialType } from '@contract/members';

/** The browser-session record the platform names MC_SESSION_INFO. It never holds a password. */
export const SESSION_KEY = 'MC_SESSION_INFO';
export const TRIAL_NAME_KEY = 'MC_TRIAL_NAME';

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
  mirrorMemberCookie(sessionState.info);
}

/**
 * Tells the server, with no token or name, that a member who may deposit is signed in here: it
 * then paints the deposit page's channels before the scripts arrive (server/src/http/deposit-first-screen.ts).
 * A browser-session cookie, gone when the browser session ends, as the session record is.
 */
function mirrorMemberCookie(info: SessionInfo | null): void {
  const mayDeposit = info !== null && !isTrialType(info.type) && !info.onBreak;
  document.cookie = mayDeposit
    ? `${MEMBER_COOKIE}=1; path=/; samesite=lax`
    : `${MEMBER_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`;
}

export const isLoggedIn = () => sessionState.info !== null;
export const currentToken = () => sessionState.info?.token ?? null;

export function setSession(info: SessionInfo): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(info));
  sessionState.info = info;
  mirrorMemberCookie(info);
}

export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(TRIAL_NAME_KEY);
  sessionState.info = null;
  mirrorMemberCookie(null);
}
