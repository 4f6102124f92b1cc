import * as z from 'zod/mini';
import { officeCalls, STAFF_ROLES } from './define';

/** A staff name: lower-case letters, digits and underscores, starting with a letter. */
export const STAFF_USERNAME_PATTERN = /^[a-z][a-z0-9_]{2,19}$/;
/** A staff password: 10 to 64 characters with at least one letter and one digit. */
export const STAFF_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{10,64}$/;

const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
const displayName = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

export const staffEntrySchema = z.object({
  id: z.int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  /** An authenticator app is confirmed for the account. */
  secondFactor: z.boolean(),
  createdAt: z.string(),
});
export type StaffEntry = z.infer<typeof staffEntrySchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  staffUsername: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type AuditRow = z.infer<typeof auditEntrySchema>;

/** Rows of the audit trail on one page. */
export const AUDIT_PAGE_SIZE = 50;
const day = z.iso.date();
const filterText = z.optional(z.string().check(z.trim(), z.maxLength(60)));

/** Staff administration and the audit trail: the admin's room. */
export const officeStaffCalls = officeCalls({
  listStaff: {
    method: 'GET',
    path: '/office/api/staff',
    roles: ['admin'],
    request: z.object({}),
    response: z.object({ staff: z.array(staffEntrySchema) }),
  },
  createStaff: {
    method: 'POST',
    path: '/office/api/staff',
    roles: ['admin'],
    request: z.strictObject({
      username: z.string().check(z.trim(), z.toLowerCase(), z.regex(STAFF_USERNAME_PATTERN)),
      displayName,
      role: z.enum(STAFF_ROLES),
      password: z.string().check(z.regex(STAFF_PASSWORD_PATTERN)),
    }),
    response: staffEntrySchema,
  },
  /** Disabling ends every session of the account at once; enabling lets it sign in again. */
  setStaffDisabled: {
    method: 'POST',
    path: '/office/api/staff/disabled',
    roles: ['admin'],
    request: z.strictObject({ id, disabled: z.boolean() }),
    response: staffEntrySchema,
  },
  /** A new role ends the account's sessions: it signs in again under the new one. */
  setStaffRole: {
    method: 'POST',
    path: '/office/api/staff/role',
    roles: ['admin'],
    request: z.strictObject({ id, role: z.enum(STAFF_ROLES) }),
    response: staffEntrySchema,
  },
  /** Forgets the account's authenticator (a lost phone): it enrols again at its next sign-in; its sessions end. */
  resetStaffSecondFactor: {
    method: 'POST',
    path: '/office/api/staff/second-factor/reset',
    roles: ['admin'],
    request: z.strictObject({ id }),
    response: staffEntrySchema,
  },
  /** The audit trail, newest first, filtered: who (exact name), what (action prefix), to what (subject), between two days. */
  listAudit: {
    method: 'GET',
    path: '/office/api/audit',
    roles: ['admin'],
    request: z.object({
      staff: filterText,
      action: filterText,
      subject: filterText,
      from: z.optional(day),
      to: z.optional(day),
      page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
    }),
    response: z.object({ rows: z.array(auditEntrySchema), page: z.int(), pages: z.int() }),
  },
});
