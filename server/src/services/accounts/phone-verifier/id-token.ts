import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ACCOUNT_ERROR_CODES } from '../../../../../contract/account';
import { ApiError } from '../../../http/api-error';

/** How long after the player confirmed the code an ID token still proves the number. */
export const AUTH_MAX_AGE_SECONDS = 10 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;

/** Who issues a project's ID tokens: Firebase names the project in the issuer and the audience. */
export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

export interface IdTokenIssuer {
  projectId: string;
  keys: JWTVerifyGetKey;
}

export interface CheckedIdToken {
  /** The number the verifier proved, in E.164 (`+639171234567`). */
  phoneNumber: string;
  expiresAt: Date;
}

const failed = (why: string) =>
  new ApiError(400, ACCOUNT_ERROR_CODES.phoneVerificationFailed, `The phone verification does not hold: ${why}`);

/**
 * Checks a Firebase ID token as Firebase says a backend must: signed RS256 by one of the verifier's published keys,
 * issued by the project's issuer for the project, not expired, signed in recently (`auth_time`), for a user (`sub`),
 * and naming a phone number. The number is the caller's to compare.
 */
export async function checkIdToken(token: string, issuer: IdTokenIssuer): Promise<CheckedIdToken> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, issuer.keys, {
      algorithms: ['RS256'],
      issuer: firebaseIssuer(issuer.projectId),
      audience: issuer.projectId,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    const unreachable = error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError) || error.code === errors.JOSEError.code;
    if (unreachable) {
      // The keys could not be fetched: nothing is known about the token yet.
      throw new ApiError(503, ACCOUNT_ERROR_CODES.phoneVerifierUnavailable, 'The phone verifier cannot be reached; try again shortly');
    }
    if (error instanceof errors.JWTExpired) throw failed('it has expired');
    if (error instanceof errors.JWTClaimValidationFailed) throw failed(`its ${error.claim} claim is not this site's`);
    throw failed('it is not a token the verifier signed');
  }
  const now = Math.floor(Date.now() / 1000);
  const authTime = payload.auth_time;
  if (typeof authTime !== 'number' || authTime > now + CLOCK_TOLERANCE_SECONDS || now - authTime > AUTH_MAX_AGE_SECONDS) {
    throw failed('the code was not confirmed recently');
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw failed('it names no user');
  const phoneNumber = payload.phone_number;
  if (typeof phoneNumber !== 'string' || !/^\+\d{6,16}$/.test(phoneNumber)) throw failed('it names no phone number');
  return { phoneNumber, expiresAt: new Date(payload.exp! * 1000) };
}
