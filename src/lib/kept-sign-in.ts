import { accountCalls } from '@contract/account';
import { ApiFailure, callApi } from './api-client';
import { applyLogin } from './auth';
import { keepsSignIn, sessionState, setKeepsSignIn } from './session';

/** A slow network gets this long for the kept sign-in to come back. */
const RESUME_TIMEOUT_MS = 10_000;

/** Tries at most this often, so a session refused as soon as it opens cannot turn into a loop. */
const RESUME_AT_MOST_EVERY_MS = 60_000;
let lastTry = Number.NEGATIVE_INFINITY;

async function resumeHere(): Promise<boolean> {
  if (sessionState.info) return true;
  if (!keepsSignIn()) return false;
  try {
    applyLogin(await callApi(accountCalls.resumeSession, {}, { silent: true, timeoutMs: RESUME_TIMEOUT_MS }));
    return true;
  } catch (error) {
    // Refused (logged out elsewhere, the password changed, a break, signed out from the security
    // centre): a login is asked for from now on. Offline or slow: the next start tries again.
    if (error instanceof ApiFailure && error.status === 401) setKeepsSignIn(false);
    return false;
  }
}

/**
 * A device kept signed in opens a new session with the token only the platform can read (its
 * cookie), and receives the next one. Tabs opened together take turns, so each sends the token
 * the one before it received: a token sent twice would end the device's sign-in.
 */
export async function resumeKeptSignIn(): Promise<boolean> {
  if (Date.now() - lastTry < RESUME_AT_MOST_EVERY_MS) return sessionState.info !== null;
  lastTry = Date.now();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('tala.keptSignIn', resumeHere) : resumeHere();
}
