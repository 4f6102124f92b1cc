import { createRemoteJWKSet } from 'jose';
import type { AccountSettings, SmsCodePurpose } from '../../../../../contract/account';
import { ACCOUNT_ERROR_CODES } from '../../../../../contract/account';
import type { ServerConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { sha256 } from '../secrets';
import type { MobileNumber, SmsCodeService } from '../sms-codes';
import { DEV_PHONE_VERIFIER_PATH, type DevPhoneVerifier } from './dev-verifier';
import { e164 } from './e164';
import { FIREBASE_API, RECAPTCHA_SCRIPT } from './firebase-api';
import { checkIdToken, type IdTokenIssuer } from './id-token';

/** Google's published keys for Firebase ID tokens. */
const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** What proves a number: the platform's SMS code, or an outside verifier's ID token (with its channel's name). */
export interface PhoneProof {
  code?: string | undefined;
  idToken?: string | undefined;
}

/** A proof accepted: `undo` gives it back when the call then fails in a way the player can correct (the same password). */
export interface Verification {
  undo(): Promise<void>;
}

export interface PhoneVerifierDeps {
  db: Database;
  config: ServerConfig;
  sms: SmsCodeService;
  /** The development phone verifier, present with development tools on. */
  dev: DevPhoneVerifier | null;
}

/**
 * Proves a player holds a phone number, through the site's channel: the platform's own SMS codes (the default), or an
 * outside verifier (Firebase phone sign-in) whose ID token naming the number is accepted once. The channel is read
 * on every call, since the operator may switch it on a running server.
 */
export function createPhoneVerifier({ db, config, sms, dev }: PhoneVerifierDeps) {
  const remoteKeys = new Map<string, IdTokenIssuer['keys']>();
  /** Firebase with the operator's project, or the development verifier standing in for an unset one. */
  const usesDev = () => !config.phoneVerifier.projectId && config.devTools && !config.production && dev !== null;

  async function issuer(): Promise<IdTokenIssuer> {
    const { projectId, jwksUrl = FIREBASE_JWKS_URL } = config.phoneVerifier;
    if (usesDev()) return dev!.issuer();
    if (!projectId) throw new ApiError(403, ACCOUNT_ERROR_CODES.phoneVerifierOff, 'Phone verification by Firebase has no project');
    let keys = remoteKeys.get(jwksUrl);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
      remoteKeys.set(jwksUrl, keys);
    }
    return { projectId, keys };
  }

  async function acceptIdToken(number: MobileNumber, purpose: SmsCodePurpose, token: string): Promise<Verification> {
    if (config.phoneVerifier.channel !== 'firebase') {
      throw new ApiError(400, ACCOUNT_ERROR_CODES.phoneVerifierOff, 'This site verifies phone numbers with its own SMS codes');
    }
    const checked = await checkIdToken(token, await issuer());
    const phoneNumber = e164(number);
    if (checked.phoneNumber !== phoneNumber) {
      throw new ApiError(400, ACCOUNT_ERROR_CODES.phoneVerificationFailed, 'The phone verification is for another number');
    }
    const hash = sha256(token);
    await db.query('DELETE FROM phone_verifier_tokens WHERE expires_at < now()');
    const { rows } = await db.query(
      `INSERT INTO phone_verifier_tokens (token_hash, phone_number, purpose, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`,
      [hash, phoneNumber, purpose, checked.expiresAt.toISOString()],
    );
    if (rows.length === 0) throw new ApiError(400, ACCOUNT_ERROR_CODES.phoneVerificationReused, 'This phone verification was already used');
    return {
      undo: async () => {
        await db.query('DELETE FROM phone_verifier_tokens WHERE token_hash = $1', [hash]);
      },
    };
  }

  return {
    /**
     * Proves `number` for `purpose`: an ID token through the outside verifier (refused with a reason when it does not
     * hold, or when the site uses its own codes), else the SMS code (null when wrong, as the caller words it).
     */
    async verify(number: MobileNumber, purpose: SmsCodePurpose, proof: PhoneProof): Promise<Verification | null> {
      if (proof.idToken !== undefined) return acceptIdToken(number, purpose, proof.idToken);
      if (!(await sms.consume(number, purpose, proof.code))) return null;
      return { undo: () => sms.giveBack(number, purpose) };
    },

    /**
     * What the app is told: the channel, and for the outside verifier where its REST API is, the key to use and the
     * script that proves a person asks for the code.
     */
    settings(origin: string): AccountSettings['phoneVerifier'] {
      const { channel, apiKey } = config.phoneVerifier;
      if (channel !== 'firebase') return { channel };
      if (usesDev()) {
        const dev = `${origin}${DEV_PHONE_VERIFIER_PATH}`;
        return { channel, verifierApi: `${dev}/v1`, apiKey: apiKey ?? 'tala-dev-key', challengeScript: `${dev}/recaptcha.js` };
      }
      return { channel, verifierApi: FIREBASE_API, ...(apiKey ? { apiKey } : {}), challengeScript: RECAPTCHA_SCRIPT };
    },
  };
}

export type PhoneVerifier = ReturnType<typeof createPhoneVerifier>;
