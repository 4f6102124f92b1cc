import type { Database } from '../../db/database';
import { postInboxMessage, WELCOME_MESSAGES } from './inbox';

/** The demo support account (password Staff1234), hashed once with passwords.ts so seeding does not spend time hashing. */
export const DEMO_STAFF = {
  username: 'support01',
  displayName: 'Ana',
  passwordHash: 'scrypt$17$8$1$2pu7tZvhCSNqv6KhE7TILA==$OzSFvEdgox/UMjOXG59yP3MjihlxPQcYGNGxlZfjmWk=',
} as const;

/** The demo support account, and the welcome messages in the inbox of every member who has none yet. */
export async function seedMessaging(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO support_staff (username, display_name, password_hash) VALUES ($1, $2, $3) ON CONFLICT (username) DO NOTHING`,
    [DEMO_STAFF.username, DEMO_STAFF.displayName, DEMO_STAFF.passwordHash],
  );
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: unknown }>(
      `SELECT id FROM members m WHERE type <> 4 AND NOT EXISTS (SELECT 1 FROM inbox_messages i WHERE i.member_id = m.id) ORDER BY id`,
    );
    for (const row of rows) {
      for (const [at, welcome] of WELCOME_MESSAGES.entries()) {
        await postInboxMessage(tx, Number(row.id), welcome.kind, welcome.text, `welcome:${String(row.id)}:${at}`);
      }
    }
  });
}
