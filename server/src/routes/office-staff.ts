import type { FastifyInstance } from 'fastify';
import { officeStaffCalls } from '../../../contract/back-office/staff';
import { handleOffice } from '../http/handle-office';
import type { StaffService } from '../services/staff';
import type { StaffAdmin } from '../services/staff/admin';

/** The admin's room: staff accounts and the audit trail. Every change is written to the audit trail with it. */
export function registerOfficeStaffRoutes(app: FastifyInstance, staff: StaffService, admin: StaffAdmin): void {
  const calls = officeStaffCalls;
  handleOffice(app, staff, calls.listStaff, async () => ({ staff: await admin.list() }));
  handleOffice(app, staff, calls.createStaff, ({ staff: by, input, ip }) => admin.create(by, input, ip));
  handleOffice(app, staff, calls.setStaffDisabled, ({ staff: by, input, ip }) => admin.setDisabled(by, input.id, input.disabled, ip));
  handleOffice(app, staff, calls.setStaffRole, ({ staff: by, input, ip }) => admin.setRole(by, input.id, input.role, ip));
  handleOffice(app, staff, calls.resetStaffSecondFactor, ({ staff: by, input, ip }) => admin.resetSecondFactor(by, input.id, ip));
  handleOffice(app, staff, calls.listAudit, ({ input }) => admin.listAudit(input));
}
