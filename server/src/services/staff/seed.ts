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

/** The demo password's hash (Staff1234), for staff that development tools make. */
export const DEMO_STAFF_PASSWORD_HASH = DEMO_STAFF.passwordHash;

/** The back office's demo staff, one of each role besides support01, all on the demo password (Staff1234). */
const DEMO_OFFICE_STAFF = [
  { username: 'cashier01', displayName: 'Ben', role: 'cashier' },
  { username: 'content01', displayName: 'Carla', role: 'content' },
  { username: 'admin01', displayName: 'Dana', role: 'admin' },
] as const;

/**
 * The back office's demo staff: added so the back office can be tried with development tools on outside
 * production, accounts already there left as they are. Anywhere else (production's first admin comes from
 * `npm run staff -- add`), a demo account still on the published password, as a database first started
 * in development has it, is disabled, and its sessions end with it.
 */
export async function seedDemoOfficeStaff(db: Database, development: boolean): Promise<void> {
  if (!development) {
    await db.query(`UPDATE support_staff SET disabled = true WHERE username = ANY($1::text[]) AND password_hash = $2 AND NOT disabled`, [
      DEMO_OFFICE_STAFF.map((staff) => staff.username),
      DEMO_STAFF.passwordHash,
    ]);
    return;
  }
  for (const staff of DEMO_OFFICE_STAFF) {
    await db.query(
      `INSERT INTO support_staff (username, display_name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (username) DO NOTHING`,
      [staff.username, staff.displayName, staff.role, DEMO_STAFF.passwordHash],
    );
  }
}
