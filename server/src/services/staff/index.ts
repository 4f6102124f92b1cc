import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { ERROR_CODES } from '../../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { LOGIN_LIMITS, type LoginGuard } from '../accounts/login-guard';
import { verifyAgainstNothing, verifyPassword } from '../accounts/passwords';
import { SECOND_FACTOR_ROLES, type StaffRole } from '../../../../contract/back-office/define';
import type { SecondFactorStep } from '../../../../contract/back-office/session';

export interface StaffMember {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
}

/** A live staff session: who, and whether it has given the second factor its role asks for. */
export interface StaffSession extends StaffMember {
  secondFactor: boolean;
}

/** What a session still has to give: nothing, an enrolment, or the code of the confirmed authenticator. */
export function stepFor(role: StaffRole, confirmed: boolean, given: boolean): SecondFactorStep {
  if (given || !SECOND_FACTOR_ROLES.includes(role)) return 'none';
  return confirmed ? 'verify' : 'enrol';
}

/** How long a console login lasts at most. */
const STAFF_SESSION_HOURS = 12;
/** A console left alone this long signs out: the next call finds no session. */
export const STAFF_IDLE_MINUTES = 30;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const lockedError = () =>
  new ApiError(403, ERROR_CODES.accountLocked, `Too many failed logins: this account is locked for ${LOGIN_LIMITS.lockMinutes} minutes`);

/** Staff names are kept apart from players' in the login guard's counts. */
export const staffLoginKey = (username: string) => `staff:${username}`;

/**
 * The support console's logins: scrypt passwords, random session tokens stored hashed, and the
 * players' brakes on guessing (LOGIN_LIMITS): ten attempts a minute from one address, one address
 * locked out of one name for 15 minutes after five failures, and growing waits once a name has
 * failed often. The console has no captcha: the lock and the waits carry the whole load.
 */
export function createStaffService(db: Database, guard: LoginGuard) {
  /**
   * Null for a wrong name or password; an ApiError (429 or 403) when the guard refuses the attempt. The
   * session starts without its second factor: `step` says what it still has to give. The name's failures
   * are forgotten only once nothing is left to give, so wrong codes after a right password add up to the lock.
   */
  async function login(
    username: string,
    password: string,
    ip: string,
  ): Promise<{ token: string; staff: StaffMember; step: SecondFactorStep } | null> {
    const name = username.trim().toLowerCase();
    const key = staffLoginKey(name);
    await guard.admitAttempt(ip);
    await guard.checkAllowed(key, ip);
    const { rows } = await db.query<{
      id: unknown;
      username: string;
      display_name: string;
      role: StaffRole;
      password_hash: string;
      totp_confirmed: boolean;
    }>('SELECT id, username, display_name, role, password_hash, totp_confirmed FROM support_staff WHERE username = $1 AND NOT disabled', [
      name,
    ]);
    const row = rows[0];
    const right = row ? await verifyPassword(password, row.password_hash) : await verifyAgainstNothing(password).then(() => false);
    if (!row || !right) {
      if (await guard.recordFailure(key, ip)) throw lockedError();
      return null;
    }
    const step = stepFor(row.role, row.totp_confirmed, false);
    if (step === 'none') await guard.clearFailures(key);
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO support_sessions (token_hash, staff_id, expires_at, ip) VALUES ($1, $2, now() + make_interval(hours => $3), $4)`,
      [hashToken(token), row.id, STAFF_SESSION_HOURS, ip],
    );
    return { token, staff: { id: Number(row.id), username: row.username, displayName: row.display_name, role: row.role }, step };
  }

  /**
   * The session behind a console cookie, or null: unknown, past its 12 hours, idle longer than
   * STAFF_IDLE_MINUTES, or its staff member disabled. Each resolve counts as activity.
   */
  async function resolve(token: string | undefined): Promise<StaffSession | null> {
    if (!token || token.length > 100) return null;
    const { rows } = await db.query<{ id: unknown; username: string; display_name: string; role: StaffRole; second_factor: boolean }>(
      `UPDATE support_sessions t SET last_seen_at = now() FROM support_staff s
        WHERE t.token_hash = $1 AND s.id = t.staff_id AND NOT s.disabled AND t.expires_at > now()
          AND t.last_seen_at > now() - make_interval(mins => $2)
        RETURNING s.id, s.username, s.display_name, s.role, t.second_factor`,
      [hashToken(token), STAFF_IDLE_MINUTES],
    );
    const row = rows[0];
    return row
      ? { id: Number(row.id), username: row.username, displayName: row.display_name, role: row.role, secondFactor: row.second_factor }
      : null;
  }

  async function logout(token: string | undefined): Promise<void> {
    if (token) await db.query('DELETE FROM support_sessions WHERE token_hash = $1', [hashToken(token)]);
  }

  return { login, resolve, logout };
}

export type StaffService = ReturnType<typeof createStaffService>;
