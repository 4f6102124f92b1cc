import { OFFICE_ERROR_CODES, type StaffRole } from '../../../../contract/back-office/define';
import { AUDIT_PAGE_SIZE, type AuditRow, type StaffEntry } from '../../../../contract/back-office/staff';
import { ERROR_CODES } from '../../../../contract/errors';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { hashPassword } from '../accounts/passwords';
import { recordAudit } from './audit';
import type { StaffSession } from './index';

interface StaffRow {
  id: unknown;
  username: string;
  display_name: string;
  role: StaffRole;
  disabled: boolean;
  totp_confirmed: boolean;
  created_at: Date | string;
}

const STAFF_COLUMNS = 'id, username, display_name, role, disabled, totp_confirmed, created_at';

const iso = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

const entryOf = (row: StaffRow): StaffEntry => ({
  id: Number(row.id),
  username: row.username,
  displayName: row.display_name,
  role: row.role,
  disabled: row.disabled,
  secondFactor: row.totp_confirmed,
  createdAt: iso(row.created_at),
});

/** What the audit trail keeps of an account: never its password hash or authenticator secret. */
const auditView = (entry: StaffEntry) => ({
  username: entry.username,
  displayName: entry.displayName,
  role: entry.role,
  disabled: entry.disabled,
  secondFactor: entry.secondFactor,
});

export interface NewStaff {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
}

export interface AuditFilter {
  staff?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  /** Whole days (UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

/** Adds a staff account; the name taken already is a 409. `tx` is the transaction the audit row (if any) goes in. */
export async function insertStaff(tx: Queryable, staff: Omit<NewStaff, 'password'>, passwordHash: string): Promise<StaffEntry> {
  const { rows } = await tx.query<StaffRow>(
    `INSERT INTO support_staff (username, display_name, role, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (username) DO NOTHING RETURNING ${STAFF_COLUMNS}`,
    [staff.username, staff.displayName, staff.role, passwordHash],
  );
  const row = rows[0];
  if (!row) throw new ApiError(409, ERROR_CODES.usernameExists, `The staff name ${staff.username} is taken`);
  return entryOf(row);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin's room: staff accounts (create, disable, re-role, reset the authenticator) and the audit
 * trail. Each change and its audit row commit in one transaction; an account that is disabled,
 * re-roled or loses its authenticator has its sessions ended in that same transaction.
 */
export function createStaffAdmin(db: Database) {
  async function list(): Promise<StaffEntry[]> {
    const { rows } = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM support_staff ORDER BY username`);
    return rows.map(entryOf);
  }

  async function create(by: StaffSession, staff: NewStaff, ip: string): Promise<StaffEntry> {
    const passwordHash = await hashPassword(staff.password);
    return db.transaction(async (tx) => {
      const entry = await insertStaff(tx, staff, passwordHash);
      await recordAudit(tx, { staff: by, action: 'staff.create', subject: `staff:${entry.id}`, before: null, after: auditView(entry), ip });
      return entry;
    });
  }

  /**
   * Locks the account row, applies `change` (SQL SET clause over $2…), ends its sessions when asked and
   * writes the audit row; null `change` means nothing to do (already so) and writes nothing.
   */
  async function change(
    by: StaffSession,
    id: number,
    action: string,
    ip: string,
    decide: (current: StaffEntry) => { set: string; params: unknown[]; endSessions: boolean } | null,
  ): Promise<StaffEntry> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM support_staff WHERE id = $1 FOR UPDATE`, [id]);
      const row = rows[0];
      if (!row) throw new ApiError(404, OFFICE_ERROR_CODES.notFound, 'No such staff account');
      const before = entryOf(row);
      const decision = decide(before);
      if (!decision) return before;
      const updated = await tx.query<StaffRow>(`UPDATE support_staff SET ${decision.set} WHERE id = $1 RETURNING ${STAFF_COLUMNS}`, [
        id,
        ...decision.params,
      ]);
      const after = entryOf(updated.rows[0]!);
      if (decision.endSessions) await tx.query('DELETE FROM support_sessions WHERE staff_id = $1', [id]);
      await recordAudit(tx, { staff: by, action, subject: `staff:${id}`, before: auditView(before), after: auditView(after), ip });
      return after;
    });
  }

  const notOwn = (by: StaffSession, id: number, what: string) => {
    if (by.id === id) throw new ApiError(409, OFFICE_ERROR_CODES.ownAccount, `You cannot ${what} your own account`);
  };

  async function setDisabled(by: StaffSession, id: number, disabled: boolean, ip: string): Promise<StaffEntry> {
    if (disabled) notOwn(by, id, 'disable');
    return change(by, id, disabled ? 'staff.disable' : 'staff.enable', ip, (current) =>
      current.disabled === disabled ? null : { set: 'disabled = $2', params: [disabled], endSessions: disabled },
    );
  }

  async function setRole(by: StaffSession, id: number, role: StaffRole, ip: string): Promise<StaffEntry> {
    if (role !== 'admin') notOwn(by, id, 'change the role of');
    return change(by, id, 'staff.role', ip, (current) =>
      current.role === role ? null : { set: 'role = $2', params: [role], endSessions: true },
    );
  }

  async function resetSecondFactor(by: StaffSession, id: number, ip: string): Promise<StaffEntry> {
    return change(by, id, 'staff.secondFactor.reset', ip, () => ({
      set: 'totp_secret = NULL, totp_confirmed = false, totp_last_step = NULL',
      params: [],
      endSessions: true,
    }));
  }

  async function listAudit(filter: AuditFilter): Promise<{ rows: AuditRow[]; page: number; pages: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.staff) add((n) => `staff_username = ${n}`, filter.staff.toLowerCase());
    if (filter.action) add((n) => `action LIKE ${n} || '%'`, escapeLike(filter.action));
    if (filter.subject) add((n) => `subject = ${n}`, filter.subject);
    if (filter.from) add((n) => `at >= ${n}::date::timestamp AT TIME ZONE 'UTC'`, filter.from);
    if (filter.to) add((n) => `at < (${n}::date + 1)::timestamp AT TIME ZONE 'UTC'`, filter.to);
    const filtered = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const page = filter.page ?? 1;
    const counted = await db.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM staff_audit ${filtered}`, params);
    const total = Number(counted.rows[0]?.n ?? 0);
    const { rows } = await db.query<{
      id: unknown;
      at: Date | string;
      staff_username: string;
      action: string;
      subject: string;
      before: unknown;
      after: unknown;
      ip: string;
    }>(
      `SELECT id, at, staff_username, action, subject, before, after, ip FROM staff_audit ${filtered}
        ORDER BY at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE],
    );
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        at: iso(row.at),
        staffUsername: row.staff_username,
        action: row.action,
        subject: row.subject,
        before: row.before,
        after: row.after,
        ip: row.ip,
      })),
      page,
      pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    };
  }

  return { list, create, setDisabled, setRole, resetSecondFactor, listAudit };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
