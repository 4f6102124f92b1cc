import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { verifyAgainstNothing, verifyPassword } from '../accounts/passwords';

export interface StaffMember {
  id: number;
  username: string;
  displayName: string;
}

/** How long a console login lasts. */
const STAFF_SESSION_HOURS = 12;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The support console's logins: scrypt passwords, random session tokens stored hashed. */
export function createStaffService(db: Database) {
  async function login(username: string, password: string): Promise<{ token: string; staff: StaffMember } | null> {
    const { rows } = await db.query<{ id: unknown; username: string; display_name: string; password_hash: string }>(
      'SELECT id, username, display_name, password_hash FROM support_staff WHERE username = $1',
      [username.trim().toLowerCase()],
    );
    const row = rows[0];
    if (!row) return verifyAgainstNothing(password).then(() => null);
    if (!(await verifyPassword(password, row.password_hash))) return null;
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
