import type { Language } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import { WALLET_ERRORS } from '../../../../contract/payments';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import type { MobileNumber, SmsCodeService } from '../accounts/sms-codes';

/** Wrong payment passwords in a row before the payment password locks, and for how long. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;

/** How a member with a bound mobile proves holding it before the payment password is set or changed. */
export interface PaymentPasswordCodes {
  sms: SmsCodeService;
  /** The address and overall SMS limits for a code asked for from `ip`. */
  admission: (ip: string) => (tx: Queryable) => Promise<void>;
}

/**
 * The payment password: scrypt like the login password but apart from it, asked before money
 * leaves or a payee account changes. Five wrong tries in a row lock it for half an hour.
 * A member with a verified mobile sets or changes it only with an SMS code sent to that mobile,
 * so the login password (or a session left open) alone cannot take over the money's last lock.
 */
export function createPaymentPasswords(db: Database, codes: PaymentPasswordCodes) {
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

  /** The member's verified mobile, where payment-password codes go; null when none is bound. */
  async function boundMobile(memberId: number): Promise<MobileNumber | null> {
    const { rows } = await db.query<{ country_dialing_code: string | null; mobile_num: string | null; mobile_verified_at: unknown }>(
      'SELECT country_dialing_code, mobile_num, mobile_verified_at FROM members WHERE id = $1',
      [memberId],
    );
    const row = rows[0];
    if (!row?.country_dialing_code || !row.mobile_num || !row.mobile_verified_at) return null;
    return { countryDialingCode: row.country_dialing_code, mobileNum: row.mobile_num };
  }

  /** Sends the code that setting or changing the payment password asks for, to the bound mobile only. */
  async function sendCode(memberId: number, ip: string, language: Language): Promise<{ expirationTime: number; resendAfter: number }> {
    const mobile = await boundMobile(memberId);
    if (!mobile) throw new ApiError(400, WALLET_ERRORS.paymentPasswordNoMobile, 'No mobile number is bound to this account');
    return codes.sms.send(mobile, 'paymentPassword', ip, true, language, codes.admission(ip));
  }

  /**
   * Sets the payment password: the first time after the login password, later after the current payment password;
   * with a bound mobile, also after the SMS code sent to it (checked last, so a mistyped password does not spend the code).
   */
  async function set(memberId: number, currentPassword: string, next: string, verificationCode?: string): Promise<{ ok: true }> {
    const mobile = await boundMobile(memberId);
    if (mobile && !verificationCode) {
      throw new ApiError(400, WALLET_ERRORS.paymentPasswordCodeRequired, 'verificationCode: the SMS code sent to your mobile');
    }
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
    if (mobile && !(await codes.sms.consume(mobile, 'paymentPassword', verificationCode))) {
      throw new ApiError(400, ERROR_CODES.verificationCode, 'Verification code error');
    }
    await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, await hashPassword(next)]);
    return { ok: true };
  }

  return { state, check, set, sendCode, needsCode: async (memberId: number) => (await boundMobile(memberId)) !== null };
}

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
