import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { ERROR_CODES } from '../../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { LOGIN_LIMITS, type LoginGuard } from '../accounts/login-guard';
import { verifyAgainstNothing, verifyPassword } from '../accounts/passwords';

export interface StaffMember {
  id: number;
  username: string;
  displayName: string;
}

/** How long a console login lasts. */
const STAFF_SESSION_HOURS = 12;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const lockedError = () =>
  new ApiError(403, ERROR_CODES.accountLocked, `Too many failed logins: this account is locked for ${LOGIN_LIMITS.lockMinutes} minutes`);

/** Staff names are kept apart from players' in the login guard's counts. */
const staffLoginKey = (username: string) => `staff:${username}`;

/**
 * The support console's logins: scrypt passwords, random session tokens stored hashed, and the
 * players' brakes on guessing (LOGIN_LIMITS): ten attempts a minute from one address, one address
 * locked out of one name for 15 minutes after five failures, and growing waits once a name has
 * failed often. The console has no captcha: the lock and the waits carry the whole load.
 */
export function createStaffService(db: Database, guard: LoginGuard) {
  /** Null for a wrong name or password; an ApiError (429 or 403) when the guard refuses the attempt. */
  async function login(username: string, password: string, ip: string): Promise<{ token: string; staff: StaffMember } | null> {
    const name = username.trim().toLowerCase();
    const key = staffLoginKey(name);
    await guard.admitAttempt(ip);
    await guard.checkAllowed(key, ip);
    const { rows } = await db.query<{ id: unknown; username: string; display_name: string; password_hash: string }>(
      'SELECT id, username, display_name, password_hash FROM support_staff WHERE username = $1',
      [name],
    );
    const row = rows[0];
    const right = row ? await verifyPassword(password, row.password_hash) : await verifyAgainstNothing(password).then(() => false);
    if (!row || !right) {
      if (await guard.recordFailure(key, ip)) throw lockedError();
      return null;
    }
    await guard.clearFailures(key);
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO support_sessions (token_hash, staff_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`, [
      hashToken(token),
      row.id,
      STAFF_SESSION_HOURS,
    ]);
    return { token, staff: { id: Number(row.id), username: row.username, displayName: row.display_name } };
  }

  async function resolve(token: string | undefined): Promise<StaffMember | null> {
    if (!token || token.length > 100) return null;
    const { rows } = await db.query<{ id: unknown; username: string; display_name: string }>(
      `SELECT s.id, s.username, s.display_name FROM support_sessions t JOIN support_staff s ON s.id = t.staff_id
        WHERE t.token_hash = $1 AND t.expires_at > now()`,
      [hashToken(token)],
    );
    const row = rows[0];
    return row ? { id: Number(row.id), username: row.username, displayName: row.display_name } : null;
  }

  async function logout(token: string | undefined): Promise<void> {
    if (token) await db.query('DELETE FROM support_sessions WHERE token_hash = $1', [hashToken(token)]);
  }

  return { login, resolve, logout };
}

export type StaffService = ReturnType<typeof createStaffService>;
