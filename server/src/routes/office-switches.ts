import type { FastifyInstance } from 'fastify';
import { switchCalls } from '../../../contract/back-office/switches';
import { handleOffice } from '../http/handle-office';
import type { SiteSwitchesService } from '../services/site-switches';
import type { StaffService } from '../services/staff';

/** The back office's switches room: an admin reads the site's switches and changes them, each change in the audit trail. */
export function registerOfficeSwitchRoutes(app: FastifyInstance, staff: StaffService, switches: SiteSwitchesService): void {
  handleOffice(app, staff, switchCalls.getSwitches, () => switches.answer());
  handleOffice(app, staff, switchCalls.updateSwitches, ({ input, staff: member, ip }) => switches.update(input, member, ip));
}
