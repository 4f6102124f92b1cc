import { ERROR_CODES } from '../../../../contract/errors';
import {
  MEMBER_CENTRE_ERRORS,
  UPLINE_TRANSFER_MAX_CENTS,
  UPLINE_TRANSFER_MIN_CENTS,
  type UplineTransfer,
  type UplineTransferInfo,
} from '../../../../contract/member-centre';
import { isTrialType, mayTransferToUpline } from '../../../../contract/members';
import { formatMinorUnits, parseMinorUnits, WALLET_ERRORS } from '../../../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { onceByKey } from '../wallet/once-by-key';
import type { WalletService } from '../wallet';
import type { PaymentPasswords } from '../wallet/payment-password';
import { int, iso } from '../wallet/rows';
import { withdrawableCents } from '../wallet/withdrawable';

/**
 * Transfers to the upline: the member's payment password, then one transaction that locks
 * both REAL wallets (lower member id first, so two transfers in opposite directions cannot
 * deadlock), writes the transfer and a ledger line on each side. Only the withdrawable balance
 * may go: bonus money still under its turnover stays. The idempotency key makes a repeated
 * request answer the first transfer.
 */
export function createUplineTransferService(db: Database, wallet: WalletService, passwords: PaymentPasswords) {
  async function upline(memberId: number): Promise<{ id: number; username: string } | null> {
    const { rows } = await db.query<{ id: unknown; username: string }>(
      'SELECT u.id, u.username FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1',
      [memberId],
    );
    return rows[0] ? { id: int(rows[0].id), username: rows[0].username } : null;
  }

  return {
    async info(session: Session): Promise<UplineTransferInfo> {
      const opened = await db.transaction((tx) => wallet.lock(tx, session.memberId, 'REAL'));
      const [found, transferable, password] = await Promise.all([
        upline(session.memberId),
        withdrawableCents(db, opened),
        passwords.state(session.memberId),
      ]);
      return {
        upline: found?.username ?? null,
        allowed: Boolean(found) && mayTransferToUpline(session.type),
        balance: formatMinorUnits(opened.balanceCents),
        transferable: formatMinorUnits(transferable),
        min: formatMinorUnits(UPLINE_TRANSFER_MIN_CENTS),
        max: formatMinorUnits(UPLINE_TRANSFER_MAX_CENTS),
        paymentPasswordSet: password.hash !== null,
      };
    },

    async transfer(session: Session, input: { amount: string; paymentPassword: string }, idemKey: string | null): Promise<UplineTransfer> {
      if (isTrialType(session.type))
        throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
      if (!mayTransferToUpline(session.type))
        throw new ApiError(403, MEMBER_CENTRE_ERRORS.uplineNotAllowed, 'This account cannot transfer to its upline');
      const target = await upline(session.memberId);
      if (!target) throw new ApiError(400, MEMBER_CENTRE_ERRORS.noUpline, 'This account has no upline');
      const cents = parseMinorUnits(input.amount);
      if (cents === null) throw new ApiError(400, WALLET_ERRORS.amountInvalid, 'amount: not an amount');
      if (cents < UPLINE_TRANSFER_MIN_CENTS || cents > UPLINE_TRANSFER_MAX_CENTS) {
        throw new ApiError(400, MEMBER_CENTRE_ERRORS.transferRange, 'amount: outside the transfer limits', {
          min: formatMinorUnits(UPLINE_TRANSFER_MIN_CENTS),
          max: formatMinorUnits(UPLINE_TRANSFER_MAX_CENTS),
        });
      }
      await passwords.check(session.memberId, input.paymentPassword);
      return db.transaction(async (tx) => {
        const memberFirst = session.memberId < target.id;
        const first = await wallet.lock(tx, memberFirst ? session.memberId : target.id, 'REAL');
        const second = await wallet.lock(tx, memberFirst ? target.id : session.memberId, 'REAL');
        const [from, to] = memberFirst ? [first, second] : [second, first];
        return onceByKey(tx, session.memberId, idemKey, 'transferToUpline', async () => {
          // Bonus money still under its turnover stays, as it would for a withdrawal.
          const transferable = await withdrawableCents(tx, from);
          if (cents > transferable) {
            throw new ApiError(400, MEMBER_CENTRE_ERRORS.transferOverTransferable, 'amount: more than you can transfer now', {
              transferable: formatMinorUnits(transferable),
            });
          }
          const row = await tx.query<{ id: unknown; created_at: unknown }>(
            'INSERT INTO upline_transfers (member_id, upline_id, amount_cents) VALUES ($1, $2, $3) RETURNING id, created_at',
            [session.memberId, target.id, cents],
          );
          const id = int(row.rows[0]!.id);
          const balanceAfter = await wallet.post(tx, from, [
            { kind: 'TRANSFER_OUT', amountCents: -cents, roundId: null, idemKey: `upline-transfer:${id}:out` },
          ]);
          await wallet.post(tx, to, [{ kind: 'TRANSFER_IN', amountCents: cents, roundId: null, idemKey: `upline-transfer:${id}:in` }]);
          return {
            id,
            upline: target.username,
            amount: formatMinorUnits(cents),
            balanceAfter: formatMinorUnits(balanceAfter),
            createdAt: iso(row.rows[0]!.created_at),
          };
        });
      });
    },
  };
}
