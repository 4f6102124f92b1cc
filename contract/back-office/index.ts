import { contentOfficeCalls } from './content';
import { cashierCalls } from './cashier';
import type { OfficeCallDef } from './define';
import { officeSessionCalls } from './session';
import { officeStaffCalls } from './staff';
import { switchCalls } from './switches';
import { playersOfficeCalls } from './players';

export * from './define';

/**
 * Every back-office call, one table per room. The server registers each with `handleOffice`;
 * the role test walks this list, so a call cannot forget to say who may make it.
 */
export const allOfficeCalls: readonly OfficeCallDef[] = [
  ...Object.values(officeSessionCalls),
  ...Object.values(officeStaffCalls),
  ...Object.values(switchCalls),
  ...Object.values(cashierCalls),
  ...Object.values(playersOfficeCalls),
  ...Object.values(contentOfficeCalls),
];
