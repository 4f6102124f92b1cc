import { WALLET_ERRORS } from '../../../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { hashPassword, verifyPassword } from '../accounts/passwords';

/** Wrong payment passwords in a row before the payment password locks, and for how long. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;

/**
 * The payment password: scrypt like the login password but apart from it, asked before money
 * leaves or a payee account changes. Five wrong tries in a row lock it for half an hour.
 */
export function createPaymentPasswords(db: Database) {
  async function state(memberId: number): Promise<{ hash: string | null; locked: boolean }> {
    const { rows } = await db.query<{ payment_password_hash: string | null; locked_until: unknown }>(
      `SELECT m.payment_password_hash, g.locked_until FROM members m LEFT JOIN payment_password_guard g ON g.member_id = m.id WHERE m.id = $1`,
      [memberId],
    );
    const row = rows[0];
    const lockedUntil = row?.locked_until ? new Date(row.locked_until as string).getTime() : 0;
    return { hash: row?.payment_password_hash ?? null, locked: lockedUntil > Date.now() };
  }

  /** Throws unless `password` is the member's payment password; counts a wrong one towards the lock. */
  async function check(memberId: number, password: string): Promise<void> {
    const { hash, locked } = await state(memberId);
    if (!hash) throw new ApiError(400, WALLET_ERRORS.paymentPasswordNotSet, 'Set a payment password first');
    if (locked) throw new ApiError(400, WALLET_ERRORS.paymentPasswordLocked, 'Payment password locked, try again later');
    if (await verifyPassword(password, hash)) {
      await db.query('DELETE FROM payment_password_guard WHERE member_id = $1', [memberId]);
      return;
    }
    const { rows } = await db.query<{ failures: unknown }>(
      `INSERT INTO payment_password_guard (member_id, failures) VALUES ($1, 1)
       ON CONFLICT (member_id) DO UPDATE SET failures = payment_password_guard.failures + 1 RETURNING failures`,
      [memberId],
    );
    const failures = Number(rows[0]?.failures ?? 1);
    if (failures >= PAYMENT_PASSWORD_TRIES) {
      await db.query(
        `UPDATE payment_password_guard SET failures = 0, locked_until = now() + make_interval(mins => $2) WHERE member_id = $1`,
        [memberId, PAYMENT_PASSWORD_LOCK_MINUTES],
      );
      throw new ApiError(400, WALLET_ERRORS.paymentPasswordLocked, 'Payment password locked, try again later');
    }
    throw new ApiError(400, WALLET_ERRORS.paymentPasswordWrong, 'Wrong payment password', { triesLeft: PAYMENT_PASSWORD_TRIES - failures });
  }

  /** Sets the payment password: the first time after the login password, later after the current payment password. */
  async function set(memberId: number, currentPassword: string, next: string): Promise<{ ok: true }> {
    const { hash } = await state(memberId);
    if (hash) {
      await check(memberId, currentPassword);
    } else {
      const login = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM members WHERE id = $1', [memberId]);
      const loginHash = login.rows[0]?.password_hash;
      if (!loginHash || !(await verifyPassword(currentPassword, loginHash))) {
        throw new ApiError(400, WALLET_ERRORS.loginPasswordWrong, 'Wrong login password');
      }
    }
    await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, await hashPassword(next)]);
    return { ok: true };
  }

  return { state, check, set };
}

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
