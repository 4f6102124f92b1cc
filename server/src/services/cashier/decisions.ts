import { OFFICE_ERROR_CODES } from '../../../../contract/back-office/define';
import type { CashierWithdrawal } from '../../../../contract/back-office/cashier';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { postWithdrawalRejected } from '../messaging/inbox';
import { recordAudit, type AuditEntry } from '../staff/audit';
import type { WalletService } from '../wallet';
import { int } from '../wallet/rows';
import { settlePendingWithdrawal } from '../wallet/withdrawals';
import { SELECT_CASHIER_WITHDRAWAL, toCashierWithdrawal, type CashierWithdrawalRow } from './rows';

/** Who decides, from where: a signed-in staff member, or the development tools' shortcut (no staff id). */
export interface CashierActor {
  staff: AuditEntry['staff'];
  ip: string;
}

/** The development tools' cashier page decides as this pseudo staff member in the audit trail. */
export const DEV_TOOLS_ACTOR_NAME = 'dev-tools';

export type CashierDecision = { status: 'PAID'; payoutReference: string } | { status: 'REJECTED'; reason: string };

const notFound = () => new ApiError(404, OFFICE_ERROR_CODES.notFound, 'No such withdrawal');

async function read(q: Queryable, id: number): Promise<CashierWithdrawalRow | undefined> {
  return (await q.query<CashierWithdrawalRow>(`${SELECT_CASHIER_WITHDRAWAL} WHERE w.id = $1`, [id])).rows[0];
}

/** The decision already recorded is this very one, by this very staff member: a repeat, not a second decision. */
function isRepeat(row: CashierWithdrawalRow, actor: CashierActor, decision: CashierDecision): boolean {
  const sameStaff =
    row.decided_by === actor.staff.username && (row.decided_by_staff_id === null ? null : int(row.decided_by_staff_id)) === actor.staff.id;
  if (!sameStaff || row.status !== decision.status) return false;
  return decision.status === 'PAID' ? row.payout_reference === decision.payoutReference : row.reject_reason === decision.reason;
}

/**
 * The cashier's decision on one withdrawal, in one transaction: the request row locked (FOR
 * UPDATE), so two cashiers deciding at once queue and the second finds it decided; the hold kept
 * (PAID) or given back on the ledger (REJECTED, with the reason to the player's inbox); who decided,
 * when and with what stored on the request; and the audit row, committed with the change or not at all.
 *
 * The same decision repeated by the same staff member (a double click, a retry after a lost
 * answer) answers the request as it stands and writes nothing. Anything else on a request that is
 * no longer pending (another cashier's decision, the player's cancel, a different reference) is
 * refused with 409 office.alreadyDecided, its value the request as decided.
 */
export function createCashierDecisions(db: Database, wallet: WalletService) {
  return async function decide(id: number, actor: CashierActor, decision: CashierDecision): Promise<CashierWithdrawal> {
    return db.transaction(async (tx) => {
      const locked = await tx.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1 FOR UPDATE', [id]);
      if (!locked.rows[0]) throw notFound();
      const row = (await read(tx, id))!;
      if (row.status !== 'PENDING') {
        if (isRepeat(row, actor, decision)) return toCashierWithdrawal(row);
        throw new ApiError(409, OFFICE_ERROR_CODES.alreadyDecided, 'This withdrawal was already decided', toCashierWithdrawal(row));
      }
      const memberId = int(row.member_id);
      const amountCents = int(row.amount_cents);
      await settlePendingWithdrawal(tx, wallet, { id, memberId, amountCents }, decision.status);
      await tx.query(
        `UPDATE withdrawals SET decided_by_staff_id = $2, decided_by = $3, payout_reference = $4, reject_reason = $5 WHERE id = $1`,
        [
          id,
          actor.staff.id,
          actor.staff.username,
          decision.status === 'PAID' ? decision.payoutReference : null,
          decision.status === 'REJECTED' ? decision.reason : null,
        ],
      );
      if (decision.status === 'REJECTED') await postWithdrawalRejected(tx, memberId, id, amountCents, decision.reason);
      const decided = toCashierWithdrawal((await read(tx, id))!);
      await recordAudit(tx, {
        staff: actor.staff,
        action: decision.status === 'PAID' ? 'withdrawal.approve' : 'withdrawal.reject',
        subject: `withdrawal:${id}`,
        before: { status: 'PENDING', amount: decided.amount, member: decided.member },
        after:
          decision.status === 'PAID'
            ? { status: 'PAID', payoutReference: decision.payoutReference }
            : { status: 'REJECTED', reason: decision.reason },
        ip: actor.ip,
      });
      return decided;
    });
  };
}
