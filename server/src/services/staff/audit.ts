import type { Queryable } from '../../db/database';
import type { StaffMember } from './index';

/** One staff action as the audit trail keeps it. */
export interface AuditEntry {
  /**
   * Who did it; an id of null is no staff member: the operator's command line (`npm run staff`), or the
   * development tools' shortcuts, named 'dev-tools'.
   */
  staff: Pick<StaffMember, 'username'> & { id: number | null };
  /** A dotted name: withdrawal.approve, switches.update, staff.create, player.lock … */
  action: string;
  /** What it was done to: withdrawal:12, member:3, switches, staff:4 … */
  subject: string;
  before: unknown;
  after: unknown;
  ip: string;
}

/**
 * Writes a staff action to the append-only audit table. Call it with the transaction that makes
 * the change, so the change and its row commit together or not at all.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO staff_audit (staff_id, staff_username, action, subject, before, after, ip)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      entry.staff.id,
      entry.staff.username,
      entry.action,
      entry.subject,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.ip,
    ],
  );
}
