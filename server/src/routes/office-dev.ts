import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '../../../contract/back-office/define';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { insertStaff } from '../services/staff/admin';
import { DEMO_STAFF_PASSWORD_HASH } from '../services/staff/seed';

/**
 * Development tools of the back office: a fresh staff member of a role (password Staff1234, no authenticator
 * yet), so a test signs in as someone no other test has enrolled or changed. Registered with the other
 * development tools only.
 */
export function registerOfficeDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.production) return;
  app.post<{ Body: { role?: unknown } }>('/dev/office/staff', async (request) => {
    const role = request.body?.role;
    if (!STAFF_ROLES.includes(role as StaffRole)) throw new ApiError(400, ERROR_CODES.badRequest, `role: one of ${STAFF_ROLES.join(', ')}`);
    const username = `${String(role).slice(0, 4)}_${randomBytes(4).toString('hex')}`;
    const staff = await insertStaff(
      ctx.db,
      { username, displayName: `Test ${String(role)}`, role: role as StaffRole },
      DEMO_STAFF_PASSWORD_HASH,
    );
    return { success: true, value: { id: staff.id, username, password: 'Staff1234' } };
  });
}
