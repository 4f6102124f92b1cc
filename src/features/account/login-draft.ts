/*
 * What the player typed on the login page while it could not be sent (offline), kept for this
 * tab so a reload or a trip elsewhere does not lose it. Only the account name or mobile number:
 * never the password or a code.
 */
const DRAFT_KEY = 'tala:login-draft';

export interface LoginDraft {
  method: 'username' | 'sms' | 'mobile';
  username: string;
  mobileNum: string;
  dialingCode: string;
}

const isDraft = (value: unknown): value is LoginDraft =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  (value.method === 'username' || value.method === 'sms' || value.method === 'mobile') &&
  'username' in value &&
  typeof value.username === 'string' &&
  'mobileNum' in value &&
  typeof value.mobileNum === 'string' &&
  'dialingCode' in value &&
  typeof value.dialingCode === 'string';

export function readLoginDraft(): LoginDraft | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLoginDraft(draft: LoginDraft): void {
  try {
    if (draft.username || draft.mobileNum) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (private mode, full): the values stay on screen only.
  }
}

export function clearLoginDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
