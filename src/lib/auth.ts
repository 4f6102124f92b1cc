import { accountCalls, type LoginValue, type TrialValue } from '@contract/account';
import { callApi } from './api-client';
import { clearMember } from './member';
import { clearSession, sessionState, setKeepsSignIn, setSession, TRIAL_NAME_KEY, type SessionInfo } from './session';
import { clearWallet } from './wallet';

/** Starts the session a login or registration answered with. Only the token and names are kept. */
export function applyLogin(value: LoginValue): SessionInfo {
  const info: SessionInfo = {
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
  };
  if (value.onBreak) info.onBreak = { endsAt: value.onBreak.endsAt, selfExclusion: value.onBreak.selfExclusion };
  setKeepsSignIn(value.keptSignIn === true);
  setSession(info);
  return info;
}

/** Free play: a trial account (type 4) with play money; its name stays in session storage. */
export async function startFreePlay(): Promise<SessionInfo> {
  const value: TrialValue = await callApi(accountCalls.trialLogin, {});
  const info = applyLogin({ ...value, type: value.customerType });
  sessionStorage.setItem(TRIAL_NAME_KEY, value.userName);
  return info;
}

/** Logs out: tells the platform (revoking the token), then forgets the session, trial user, member and balance. */
export async function logout(): Promise<void> {
  // First, so that the session ending below does not bring the kept sign-in back.
  setKeepsSignIn(false);
  if (sessionState.info) {
    await callApi(accountCalls.logout, {}, { silent: true }).catch(() => undefined);
  }
  clearSession();
  clearMember();
  clearWallet();
  try {
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; the session record is already gone from memory.
  }
}
