import type { AccountSettings } from '@contract/account';
import { ApiFailure } from '@/lib/api-client';

type VerifierSettings = AccountSettings['phoneVerifier'];

/** Why the outside verifier did not answer a code or a token, as the account texts name it (`errorCodes.*`). */
export const VERIFIER_FAILURES = {
  codeWrong: 'verifier.codeWrong',
  expired: 'verifier.expired',
  tooMany: 'verifier.tooMany',
  invalidNumber: 'verifier.invalidNumber',
  unreachable: 'verifier.unreachable',
  refused: 'verifier.refused',
} as const;

/** Firebase's reasons (its REST error `message`) in the app's words. */
const REASONS: Record<string, keyof typeof VERIFIER_FAILURES> = {
  INVALID_CODE: 'codeWrong',
  MISSING_CODE: 'codeWrong',
  SESSION_EXPIRED: 'expired',
  CODE_EXPIRED: 'expired',
  INVALID_SESSION_INFO: 'expired',
  MISSING_SESSION_INFO: 'expired',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'tooMany',
  QUOTA_EXCEEDED: 'tooMany',
  INVALID_PHONE_NUMBER: 'invalidNumber',
};

/** A failure of the outside verifier, as the account texts name it. */
export const verifierFailure = (kind: keyof typeof VERIFIER_FAILURES, message: string) =>
  new ApiFailure('server', VERIFIER_FAILURES[kind], message);

/** Whether a failure came from the outside verifier (the form keeps what was typed) rather than the platform. */
export const isVerifierFailure = (errorCode: string | undefined) =>
  (Object.values(VERIFIER_FAILURES) as Array<string | undefined>).includes(errorCode);

/** The outside verifier is in use when the settings name it and where its API is. */
export const outsideVerifier = (settings: VerifierSettings | undefined) =>
  settings?.channel === 'firebase' && settings.verifierApi ? settings : null;

/** The number as the verifier writes it (E.164): no trunk 0 after the dialling code. */
export const e164 = (countryDialingCode: string, mobileNum: string) => `+${countryDialingCode}${mobileNum.replace(/^0+/, '')}`;

/** One call of the verifier's REST API (Firebase's Identity Toolkit, or one speaking it); a refusal as an ApiFailure with its reason. */
async function call(settings: VerifierSettings, method: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${settings.verifierApi}/accounts:${method}?key=${encodeURIComponent(settings.apiKey ?? '')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw verifierFailure('unreachable', 'The phone verifier cannot be reached');
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !answer) {
    const reason = String((answer?.error as { message?: unknown } | undefined)?.message ?? response.status);
    // Firebase may add detail after the reason: "TOO_MANY_ATTEMPTS_TRY_LATER : …".
    throw verifierFailure(REASONS[reason.split(' ')[0]!] ?? 'refused', reason);
  }
  return answer;
}

/** The verifier's session for the code last sent to each number, kept until the code is confirmed. */
const sessions = new Map<string, string>();

/**
 * Asks the verifier to text a code to the number. Firebase on the web also wants proof the caller is a person
 * (`recaptchaToken`), passed through `challenge` where the site provides one.
 */
export async function sendVerifierCode(settings: VerifierSettings, phoneNumber: string, challenge: Record<string, string> = {}) {
  const answer = await call(settings, 'sendVerificationCode', { phoneNumber, ...challenge });
  if (typeof answer.sessionInfo !== 'string') throw verifierFailure('refused', 'No session from the phone verifier');
  sessions.set(phoneNumber, answer.sessionInfo);
  tokens.clear();
}

/** The ID token a confirmed code earned, kept while the player corrects something else in the form and sends it again. */
const tokens = new Map<string, string>();

/** Confirms the typed code with the verifier; answers its ID token, which proves the number to the platform. */
export async function confirmVerifierCode(settings: VerifierSettings, phoneNumber: string, code: string): Promise<string> {
  const earned = tokens.get(`${phoneNumber}:${code}`);
  if (earned) return earned;
  const sessionInfo = sessions.get(phoneNumber);
  if (!sessionInfo) throw verifierFailure('expired', 'No code was sent to this number');
  const answer = await call(settings, 'signInWithPhoneNumber', { sessionInfo, code });
  if (typeof answer.idToken !== 'string') throw verifierFailure('refused', 'No ID token from the phone verifier');
  sessions.delete(phoneNumber);
  tokens.clear();
  tokens.set(`${phoneNumber}:${code}`, answer.idToken);
  return answer.idToken;
}

/**
 * With an outside verifier, the typed code is confirmed there first: its ID token proves the number to the platform
 * (the spec's `firebaseChannel` / `firebaseIdToken`). Null where the site texts its own codes.
 */
export async function outsideProof(settings: VerifierSettings | undefined, countryDialingCode: string, mobileNum: string, code: string) {
  const verifier = outsideVerifier(settings);
  if (!verifier) return null;
  const firebaseIdToken = await confirmVerifierCode(verifier, e164(countryDialingCode, mobileNum), code);
  return { firebaseChannel: 'firebase' as const, firebaseIdToken };
}
