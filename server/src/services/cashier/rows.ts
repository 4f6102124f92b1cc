import type { CashierWithdrawal } from '../../../../contract/back-office/cashier';
import { formatMinorUnits, type PayeeKind } from '../../../../contract/payments';
import { int, iso } from '../wallet/rows';

/** A withdrawal as the cashier's lists and decisions read it: the request, its member, payee and decision. */
export interface CashierWithdrawalRow {
  id: unknown;
  member_id: unknown;
  username: string;
  amount_cents: unknown;
  status: CashierWithdrawal['status'];
  created_at: unknown;
  decided_at: unknown;
  decided_by: string | null;
  decided_by_staff_id: unknown;
  payout_reference: string | null;
  reject_reason: string | null;
  kind: PayeeKind;
  provider: string;
  account_number: string;
  account_name: string;
}

export const SELECT_CASHIER_WITHDRAWAL = `SELECT w.id, w.member_id, m.username, w.amount_cents, w.status, w.created_at, w.decided_at,
    w.decided_by, w.decided_by_staff_id, w.payout_reference, w.reject_reason, p.kind, p.provider, p.account_number, p.account_name
  FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN payee_accounts p ON p.id = w.payee_id`;

export const toCashierWithdrawal = (row: CashierWithdrawalRow): CashierWithdrawal => ({
  id: int(row.id),
  createdAt: iso(row.created_at),
  amount: formatMinorUnits(int(row.amount_cents)),
  status: row.status,
  member: { id: int(row.member_id), username: row.username },
  payee: {
    kind: row.kind,
    provider: row.provider,
    accountName: row.account_name,
    maskedNumber: `•••• ${row.account_number.slice(-4)}`,
  },
  decision:
    row.status === 'PENDING' || row.decided_at === null
      ? null
      : {
          status: row.status,
          by: row.decided_by,
          at: iso(row.decided_at),
          payoutReference: row.payout_reference,
          reason: row.reject_reason,
        },
});
