import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { MessageGateway } from '../gateway';
import { randomCode, randomDigits, sha256 } from '../secrets';
import { firebaseIssuer, type IdTokenIssuer } from './id-token';

/** Where the development phone verifier answers, below the development tools. */
export const DEV_PHONE_VERIFIER_PATH = '/dev/phone-verifier';
/** The project the development verifier's ID tokens are for. */
export const DEV_PHONE_VERIFIER_PROJECT = 'tala-dev';
/** The subject of the texts it sends, so the outbox tells them apart from the platform's own codes. */
export const DEV_PHONE_VERIFIER_SUBJECT = 'Development phone verifier code';

/** The site key the development verifier's reCAPTCHA stand-in answers `recaptchaParams` with. */
export const DEV_RECAPTCHA_SITE_KEY = 'tala-dev-recaptcha';
/** Where the stand-in reCAPTCHA script fetches its one-time answer. */
export const DEV_RECAPTCHA_ANSWER_PATH = `${DEV_PHONE_VERIFIER_PATH}/recaptcha/answer`;

const CODE_SECONDS = 5 * 60;
/** A reCAPTCHA answer is good for two minutes and one code, as Google's are. */
const CHALLENGE_SECONDS = 2 * 60;
const CODE_GUESSES = 5;
const TOKEN_SECONDS = 60 * 60;

/** A refusal in Firebase's words (`INVALID_CODE`, `SESSION_EXPIRED` …), answered as Firebase's REST API does. */
export class VerifierRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

interface PendingCode {
  phoneNumber: string;
  codeHash: string;
  expiresAt: number;
  guesses: number;
}

/**
 * A stand-in for Firebase phone sign-in, so the whole flow runs without the internet: it texts a code through the
 * development outbox, confirms it, and answers an ID token signed with its own key (published as a JWKS) naming the
 * number. Only with development tools on.
 */
export function createDevPhoneVerifier(gateway: MessageGateway) {
  const pending = new Map<string, PendingCode>();
  /** reCAPTCHA answers handed out by the stand-in script and not yet spent, by hash, with when each lapses. */
  const challenges = new Map<string, number>();
  const keys = (async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomCode(12).toLowerCase();
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const jwks = { keys: [jwk] };
    return { privateKey, kid, jwks, issuer: { projectId: DEV_PHONE_VERIFIER_PROJECT, keys: createLocalJWKSet(jwks) } };
  })();
  const forget = () => {
    const now = Date.now();
    for (const [session, code] of pending) if (code.expiresAt < now) pending.delete(session);
    for (const [answer, expiresAt] of challenges) if (expiresAt < now) challenges.delete(answer);
  };

  /** Signs an ID token as Firebase would for a phone sign-in; `claims` replace any of its claims. */
  async function idToken(phoneNumber: string, claims: JWTPayload = {}): Promise<string> {
    const { privateKey, kid } = await keys;
    const now = Math.floor(Date.now() / 1000);
    const sub = sha256(`phone:${phoneNumber}`).slice(0, 28);
    return new SignJWT({
      iss: firebaseIssuer(DEV_PHONE_VERIFIER_PROJECT),
      aud: DEV_PHONE_VERIFIER_PROJECT,
      sub,
      user_id: sub,
      auth_time: now,
      iat: now,
      exp: now + TOKEN_SECONDS,
      phone_number: phoneNumber,
      firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
      // Two confirmations within a second would otherwise sign the same token, and the platform accepts a token once.
      jti: randomUUID(),
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(privateKey);
  }

  return {
    /** `recaptchaParams`: the site key the app renders reCAPTCHA with. */
    recaptchaParams: () => ({ kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: DEV_RECAPTCHA_SITE_KEY }),

    /** What the stand-in reCAPTCHA script answers once the "person" is confirmed: a one-time token for a code request. */
    recaptchaAnswer(siteKey: unknown): string {
      if (siteKey !== DEV_RECAPTCHA_SITE_KEY) throw new VerifierRefusal('INVALID_RECAPTCHA_SITE_KEY');
      forget();
      const answer = randomCode(40);
      challenges.set(sha256(answer), Date.now() + CHALLENGE_SECONDS * 1000);
      return answer;
    },

    /**
     * `accounts:sendVerificationCode`: texts a six-digit code to an E.164 number once reCAPTCHA's answer holds (spent
     * by this request, whatever comes of it); answers the session to confirm the code with.
     */
    async sendVerificationCode(phoneNumber: unknown, recaptchaToken: unknown): Promise<{ sessionInfo: string }> {
      forget();
      if (typeof recaptchaToken !== 'string' || recaptchaToken === '') throw new VerifierRefusal('MISSING_RECAPTCHA_TOKEN');
      if (!challenges.delete(sha256(recaptchaToken))) throw new VerifierRefusal('INVALID_RECAPTCHA_TOKEN');
      if (typeof phoneNumber !== 'string' || !/^\+[1-9]\d{5,15}$/.test(phoneNumber)) throw new VerifierRefusal('INVALID_PHONE_NUMBER');
      const sessionInfo = randomCode(32);
      const code = randomDigits(6);
      pending.set(sessionInfo, {
        phoneNumber,
        codeHash: sha256(`${sessionInfo}:${code}`),
        expiresAt: Date.now() + CODE_SECONDS * 1000,
        guesses: 0,
      });
      await gateway.send({
        channel: 'sms',
        to: phoneNumber,
        subject: DEV_PHONE_VERIFIER_SUBJECT,
        body: `${code} is your verification code (development phone verifier).`,
      });
      return { sessionInfo };
    },

    /** `accounts:signInWithPhoneNumber`: confirms the code of a session; answers the ID token naming the number. */
    async signInWithPhoneNumber(sessionInfo: unknown, code: unknown) {
      if (typeof sessionInfo !== 'string' || sessionInfo === '') throw new VerifierRefusal('MISSING_SESSION_INFO');
      if (typeof code !== 'string' || code === '') throw new VerifierRefusal('MISSING_CODE');
      const entry = pending.get(sessionInfo);
      if (!entry) throw new VerifierRefusal('INVALID_SESSION_INFO');
      if (entry.expiresAt < Date.now()) {
        pending.delete(sessionInfo);
        throw new VerifierRefusal('SESSION_EXPIRED');
      }
      if (entry.codeHash !== sha256(`${sessionInfo}:${code}`)) {
        entry.guesses += 1;
        if (entry.guesses >= CODE_GUESSES) pending.delete(sessionInfo);
        throw new VerifierRefusal('INVALID_CODE');
      }
      pending.delete(sessionInfo);
      const token = await idToken(entry.phoneNumber);
      return {
        idToken: token,
        refreshToken: randomCode(40),
        expiresIn: String(TOKEN_SECONDS),
        localId: sha256(`phone:${entry.phoneNumber}`).slice(0, 28),
        isNewUser: false,
        phoneNumber: entry.phoneNumber,
      };
    },

    idToken,
    /** The public key set its ID tokens are checked with, as served at `${DEV_PHONE_VERIFIER_PATH}/jwks`. */
    jwks: async () => (await keys).jwks,
    /** The issuer the platform checks its ID tokens against: its project and its own keys. */
    issuer: async (): Promise<IdTokenIssuer> => (await keys).issuer,
  };
}

export type DevPhoneVerifier = ReturnType<typeof createDevPhoneVerifier>;
