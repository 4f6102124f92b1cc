import { constants, createPublicKey, privateDecrypt, publicEncrypt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { OFFICE_ERROR_CODES, SECOND_FACTOR_ROLES } from '../../../../contract/back-office/define';
import type { SecondFactorStep } from '../../../../contract/back-office/session';
import { ERROR_CODES } from '../../../../contract/errors';
import type { SealingKey } from '../../crypto/sealing-key';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { LOGIN_LIMITS, type LoginGuard } from '../accounts/login-guard';
import { recordAudit } from './audit';
import { hashToken, staffLoginKey, stepFor, type StaffSession } from './index';

/** What authenticator apps show the account under. */
const ISSUER = 'Tala back office';
/** A code of the step before or after the present one is still taken (clocks drift, people type slowly). */
const TOLERANCE_SECONDS = 30;

/**
 * The authenticator secret at rest: sealed to the platform's sealing key (RSA-OAEP, SHA-256), with the
 * key's id in front. A database copy without the key opens nothing; rotating the key means every
 * staff member with a second factor enrols again (an admin resets it).
 */
export function sealSecret(key: Pick<SealingKey, 'keyId' | 'publicKey'>, secret: string): string {
  const publicKey = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
  const sealed = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(secret));
  return `${key.keyId}:${sealed.toString('base64')}`;
}

function openSecret(key: SealingKey, stored: string): string | null {
  const [keyId, sealed] = stored.split(':');
  if (keyId !== key.keyId || !sealed) return null;
  try {
    return privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed, 'base64'),
    ).toString();
  } catch {
    return null;
  }
}

const lockedError = () =>
  new ApiError(403, ERROR_CODES.accountLocked, `Too many failed sign-ins: this account is locked for ${LOGIN_LIMITS.lockMinutes} minutes`);

interface FactorRow {
  totp_secret: string | null;
  totp_confirmed: boolean;
}

/**
 * The second factor of staff sign-in: TOTP as authenticator apps make it (SHA-1, six digits, 30 seconds).
 * A code is taken once (the step it was made for is kept, and only a later step is taken next), a step
 * either side of the present one, and a wrong code counts in the login guard like a wrong password:
 * the lock that follows also ends the session.
 */
export function createSecondFactor(db: Database, guard: LoginGuard, sealingKey: SealingKey) {
  const factorOf = async (staffId: number): Promise<FactorRow> => {
    const { rows } = await db.query<FactorRow>('SELECT totp_secret, totp_confirmed FROM support_staff WHERE id = $1', [staffId]);
    return rows[0] ?? { totp_secret: null, totp_confirmed: false };
  };

  async function step(session: StaffSession): Promise<SecondFactorStep> {
    if (session.secondFactor || !SECOND_FACTOR_ROLES.includes(session.role)) return 'none';
    return stepFor(session.role, (await factorOf(session.id)).totp_confirmed, false);
  }

  /** A fresh secret for a staff member whose role needs a factor and who has none confirmed; an earlier unconfirmed one is replaced. */
  async function startEnrolment(session: StaffSession): Promise<{ secret: string; otpauthUri: string }> {
    if (!SECOND_FACTOR_ROLES.includes(session.role)) {
      throw new ApiError(403, OFFICE_ERROR_CODES.wrongRole, 'Your role signs in without a second factor');
    }
    const secret = generateSecret();
    const { rows } = await db.query(
      `UPDATE support_staff SET totp_secret = $2, totp_last_step = NULL WHERE id = $1 AND NOT totp_confirmed RETURNING id`,
      [session.id, sealSecret(sealingKey, secret)],
    );
    if (rows.length === 0) {
      throw new ApiError(
        409,
        OFFICE_ERROR_CODES.alreadyDecided,
        'An authenticator is already set up for this account; an admin can reset it',
      );
    }
    return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: session.username, secret }) };
  }

  /**
   * Checks a code against the secret, through the login guard: the step it was made for, or null after
   * recording a failure (a lock ends the session and throws).
   */
  async function checkCode(session: StaffSession, token: string, storedSecret: string | null, ip: string, sessionToken: string) {
    const key = staffLoginKey(session.username);
    await guard.admitAttempt(ip);
    await guard.checkAllowed(key, ip);
    const secret = storedSecret ? openSecret(sealingKey, storedSecret) : null;
    const result = secret ? await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS }) : { valid: false as const };
    // A time-based result carries the step the code was made for.
    if (result.valid && 'timeStep' in result) return result.timeStep;
    if (await guard.recordFailure(key, ip)) {
      await db.query('DELETE FROM support_sessions WHERE token_hash = $1', [hashToken(sessionToken)]);
      throw lockedError();
    }
    return null;
  }

  const wrongCode = () => new ApiError(401, OFFICE_ERROR_CODES.wrongCode, 'Wrong or already used code: enter the code your app shows now');

  /** The first code from the new secret: the factor is confirmed and this session has given it (one audit row). */
  async function confirm(session: StaffSession, code: string, ip: string, sessionToken: string): Promise<SecondFactorStep> {
    const factor = await factorOf(session.id);
    if (factor.totp_confirmed) {
      throw new ApiError(409, OFFICE_ERROR_CODES.alreadyDecided, 'An authenticator is already set up for this account');
    }
    if (!factor.totp_secret) throw new ApiError(409, OFFICE_ERROR_CODES.notFound, 'Start the enrolment first');
    const timeStep = await checkCode(session, code, factor.totp_secret, ip, sessionToken);
    if (timeStep === null) throw wrongCode();
    const confirmed = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE support_staff SET totp_confirmed = true, totp_last_step = $3
          WHERE id = $1 AND NOT totp_confirmed AND totp_secret = $2 AND (totp_last_step IS NULL OR totp_last_step < $3) RETURNING id`,
        [session.id, factor.totp_secret, timeStep],
      );
      if (rows.length === 0) return false;
      await tx.query('UPDATE support_sessions SET second_factor = true WHERE token_hash = $1', [hashToken(sessionToken)]);
      await recordAudit(tx, {
        staff: session,
        action: 'staff.secondFactor.enrol',
        subject: `staff:${session.id}`,
        before: { secondFactor: false },
        after: { secondFactor: true },
        ip,
      });
      return true;
    });
    if (!confirmed) throw wrongCode();
    await guard.clearFailures(staffLoginKey(session.username));
    return 'none';
  }

  /** The code of the confirmed authenticator: this session has given its second factor. */
  async function verifyCode(session: StaffSession, code: string, ip: string, sessionToken: string): Promise<SecondFactorStep> {
    if (session.secondFactor) return 'none';
    const factor = await factorOf(session.id);
    if (!factor.totp_confirmed) {
      if (!SECOND_FACTOR_ROLES.includes(session.role)) return 'none';
      throw new ApiError(409, OFFICE_ERROR_CODES.secondFactorNeeded, 'Set up an authenticator app first');
    }
    const timeStep = await checkCode(session, code, factor.totp_secret, ip, sessionToken);
    if (timeStep === null) throw wrongCode();
    const taken = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE support_staff SET totp_last_step = $2 WHERE id = $1 AND totp_confirmed AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [session.id, timeStep],
      );
      if (rows.length === 0) return false;
      await tx.query('UPDATE support_sessions SET second_factor = true WHERE token_hash = $1', [hashToken(sessionToken)]);
      return true;
    });
    if (!taken) {
      // A replayed code counts as a wrong one.
      if (await guard.recordFailure(staffLoginKey(session.username), ip)) {
        await db.query('DELETE FROM support_sessions WHERE token_hash = $1', [hashToken(sessionToken)]);
        throw lockedError();
      }
      throw wrongCode();
    }
    await guard.clearFailures(staffLoginKey(session.username));
    return 'none';
  }

  return { step, startEnrolment, confirm, verify: verifyCode };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
