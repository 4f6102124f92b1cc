import { proxy } from 'valtio';
import * as z from 'zod/mini';

/** The browser-session record the platform names MC_SESSION_INFO. It never holds a password. */
export const SESSION_KEY = 'MC_SESSION_INFO';
export const TRIAL_NAME_KEY = 'MC_TRIAL_NAME';

const sessionInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.int(),
  firstTimeLogin: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

function readStored(): SessionInfo | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = sessionInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const sessionState = proxy<{ info: SessionInfo | null }>({ info: null });

/** Start-up takes the browser session's record back before any call or page reads it. */
export function restoreSession(): void {
  sessionState.info = readStored();
}

export const isLoggedIn = () => sessionState.info !== null;
export const currentToken = () => sessionState.info?.token ?? null;

export function setSession(info: SessionInfo): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(info));
  sessionState.info = info;
}

export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(TRIAL_NAME_KEY);
  sessionState.info = null;
}
