import type { SmsCodePurpose } from '../../../../contract/account';
import type { Language } from '../../../../contract/domain';
import { ACCOUNT_ERROR_CODES } from '../../../../contract/account';
import { ERROR_CODES } from '../../../../contract/errors';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { smsRecipient, type MessageGateway } from './gateway';
import { randomDigits, sha256 } from './secrets';

/** The resend wait, apart from how long a code works (the operator's `smsCodeValiditySeconds`, 5 minutes by default). */
export const SMS_RESEND_SECONDS = 60;
const SMS_PER_HOUR = 5;
const SMS_MAX_GUESSES = 5;

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

const hashCode = (id: number | string, code: string) => sha256(`${id}:${code}`);

/** The text a player reads on the phone, in the language the page was in. */
function smsText(language: Language, siteName: string, code: string, validitySeconds: number): { subject: string; body: string } {
  const minutes = Math.round(validitySeconds / 60);
  return language === 'EN'
    ? {
        subject: `${siteName} verification code`,
        body: `Your ${siteName} verification code is ${code}. It works for ${minutes} minutes. Never share it.`,
      }
    : {
        subject: `Code mo sa ${siteName}`,
        body: `Ang code mo sa ${siteName} ay ${code}. Gumagana ito sa loob ng ${minutes} minuto. Huwag itong ibigay kaninuman.`,
      };
}

/**
 * One-time SMS codes: six random digits, good for one use within `codeValiditySeconds` and
 * five guesses; a number gets at most one code a minute and five an hour.
 */
export function createSmsCodeService(db: Database, gateway: MessageGateway, siteName: string, codeValiditySeconds: number) {
  return {
    /**
     * Issues a code. `deliver` false still counts against the limits but sends nothing: a
     * login or reset code asked for an unknown number answers exactly like a real one.
     */
    async send(
      number: MobileNumber,
      purpose: SmsCodePurpose,
      ip: string,
      deliver: boolean,
      language: Language = 'TY',
      /** Further limits (per address, overall), checked once the number's own limits let the code through. */
      admit: (tx: Queryable) => Promise<void> = async () => undefined,
    ): Promise<{ expirationTime: number; resendAfter: number }> {
      const code = randomDigits(6);
      await db.transaction(async (tx) => {
        if (db.kind === 'postgres')
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${number.countryDialingCode}:${number.mobileNum}`]);
        const { rows } = await tx.query<{ last_minute: number; last_hour: number; wait: number | null }>(
          `SELECT count(*) FILTER (WHERE created_at > now() - make_interval(secs => $3))::int AS last_minute,
                  count(*)::int AS last_hour,
                  ceil(extract(epoch FROM max(created_at) + make_interval(secs => $3) - now()))::int AS wait
             FROM sms_codes
            WHERE country_dialing_code = $1 AND mobile_num = $2 AND created_at > now() - interval '1 hour'`,
          [number.countryDialingCode, number.mobileNum, SMS_RESEND_SECONDS],
        );
        const usage = rows[0]!;
        if (usage.last_minute > 0) {
          throw new ApiError(429, ERROR_CODES.smsTooSoon, 'Please wait before asking for another code', {
            retryAfter: Math.max(1, Number(usage.wait ?? SMS_RESEND_SECONDS)),
          });
        }
        if (usage.last_hour >= SMS_PER_HOUR)
          throw new ApiError(429, ACCOUNT_ERROR_CODES.smsHourLimit, 'Too many codes for this number; try again later');
        await admit(tx);
        // Earlier codes for the same purpose stop working: only the newest one counts.
        await tx.query(
          `UPDATE sms_codes SET used_at = now() WHERE country_dialing_code = $1 AND mobile_num = $2 AND purpose = $3 AND used_at IS NULL`,
          [number.countryDialingCode, number.mobileNum, purpose],
        );
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO sms_codes (country_dialing_code, mobile_num, purpose, code_hash, expires_at, ip)
           VALUES ($1, $2, $3, '', now() + make_interval(secs => $4), $5) RETURNING id`,
          [number.countryDialingCode, number.mobileNum, purpose, codeValiditySeconds, ip],
        );
        const id = inserted.rows[0]!.id;
        await tx.query('UPDATE sms_codes SET code_hash = $2 WHERE id = $1', [id, hashCode(id, code)]);
      });
      if (deliver) {
        await gateway.send({
          channel: 'sms',
          to: smsRecipient(number.countryDialingCode, number.mobileNum),
          ...smsText(language, siteName, code, codeValiditySeconds),
        });
      }
      return { expirationTime: codeValiditySeconds, resendAfter: SMS_RESEND_SECONDS };
    },

    /**
     * True once for the right code: a guess uses one of the code's five tries, a match uses
     * the code. Runs on its own, outside any caller's transaction, so a try is never rolled back.
     */
    async consume(number: MobileNumber, purpose: SmsCodePurpose, code: string | undefined): Promise<boolean> {
      if (!code || !/^\d{4,10}$/.test(code)) return false;
      const { rows } = await db.query<{ id: number; code_hash: string }>(
        `UPDATE sms_codes SET attempts = attempts + 1
          WHERE id = (SELECT id FROM sms_codes
                       WHERE country_dialing_code = $1 AND mobile_num = $2 AND purpose = $3
                         AND used_at IS NULL AND expires_at > now()
                       ORDER BY created_at DESC, id DESC LIMIT 1)
            AND attempts < $4
        RETURNING id, code_hash`,
        [number.countryDialingCode, number.mobileNum, purpose, SMS_MAX_GUESSES],
      );
      const row = rows[0];
      if (!row || row.code_hash !== hashCode(row.id, code)) return false;
      const used = await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id]);
      return used.rows.length === 1;
    },

    /** Makes the newest code for `purpose` usable again: it was proved, but the call failed in a way the player corrects. */
    async giveBack(number: MobileNumber, purpose: SmsCodePurpose): Promise<void> {
      await db.query(
        `UPDATE sms_codes SET used_at = NULL WHERE id = (SELECT id FROM sms_codes WHERE country_dialing_code = $1 AND mobile_num = $2
           AND purpose = $3 ORDER BY created_at DESC, id DESC LIMIT 1)`,
        [number.countryDialingCode, number.mobileNum, purpose],
      );
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
