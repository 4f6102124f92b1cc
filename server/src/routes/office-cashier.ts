import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '../../../contract/back-office/cashier';
import { handleOffice } from '../http/handle-office';
import type { CashierService } from '../services/cashier';
import type { StaffService } from '../services/staff';

/** The back office's cashier room: cashiers and admins, past their second factor. */
export function registerOfficeCashierRoutes(app: FastifyInstance, staff: StaffService, cashier: CashierService): void {
  handleOffice(app, staff, cashierCalls.listWithdrawals, ({ input }) => cashier.listWithdrawals(input));
  handleOffice(app, staff, cashierCalls.getWithdrawal, ({ input }) => cashier.getWithdrawal(input.id));
  handleOffice(app, staff, cashierCalls.approveWithdrawal, ({ input, staff: member, ip }) =>
    cashier.approve(input.id, { staff: member, ip }, input.payoutReference),
  );
  handleOffice(app, staff, cashierCalls.rejectWithdrawal, ({ input, staff: member, ip }) =>
    cashier.reject(input.id, { staff: member, ip }, input.reason),
  );
  handleOffice(app, staff, cashierCalls.listDeposits, ({ input }) => cashier.listDeposits(input));
}
