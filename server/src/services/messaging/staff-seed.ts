import type { Database } from '../../db/database';
import { DEVELOPMENT_SECRETS } from '../../production-rules';
import { hashPassword } from '../accounts/passwords';

/** The support account, with the demo password (Staff1234) hashed once with passwords.ts so seeding does not spend time hashing. */
const DEMO_STAFF = {
  username: 'support01',
  displayName: 'Ana',
  passwordHash: 'scrypt$17$8$1$2pu7tZvhCSNqv6KhE7TILA==$OzSFvEdgox/UMjOXG59yP3MjihlxPQcYGNGxlZfjmWk=',
} as const;

/**
 * Adds support01 with the operator's password (the demo one in development). A support01 still
 * on the published demo password, as a database first started in development has it, takes the
 * operator's password at this start; one whose password was changed is left alone.
 */
export async function seedSupportStaff(db: Database, password: string): Promise<void> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM support_staff WHERE username = $1', [
    DEMO_STAFF.username,
  ]);
  const isDemoPassword = password === DEVELOPMENT_SECRETS.staffPassword;
  if (rows[0] && (rows[0].password_hash !== DEMO_STAFF.passwordHash || isDemoPassword)) return;
  const passwordHash = isDemoPassword ? DEMO_STAFF.passwordHash : await hashPassword(password);
  await db.query(
    `INSERT INTO support_staff (username, display_name, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash WHERE support_staff.password_hash = $4`,
    [DEMO_STAFF.username, DEMO_STAFF.displayName, passwordHash, DEMO_STAFF.passwordHash],
  );
}
