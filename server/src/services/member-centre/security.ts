import { ERROR_CODES } from '../../../../contract/errors';
import type { Language } from '../../../../contract/domain';
import { MEMBER_CENTRE_ERRORS, securityLevelOf, type SecurityCenter } from '../../../../contract/member-centre';
import { isTrialType } from '../../../../contract/members';
import { FIELD_PATTERNS } from '../../../../contract/patterns';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { MessageGateway } from '../accounts/gateway';
import { randomDigits, sha256 } from '../accounts/secrets';
import type { MobileNumber } from '../accounts/sms-codes';
import type { PaymentPasswordCodes } from '../wallet/payment-password';

const EMAIL_CODE_MINUTES = 15;
const EMAIL_CODE_GUESSES = 5;

/** A mobile number as the platform shows it masked: the dialling code and the last three digits. */
export const maskMobile = (dial: string, mobile: string) => `+${dial} ${'•'.repeat(Math.max(0, mobile.length - 3))}${mobile.slice(-3)}`;
/** An e-mail address as the platform shows it masked: the first two letters and the domain. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'•'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

function refuseTrial(session: Session): void {
  if (isTrialType(session.type))
    throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
}

/**
 * The security centre: what protects the account, and binding a mobile number (SMS code) or an
 * e-mail address (e-mailed code) once a code proves the member holds it.
 */
export function createSecurityService(db: Database, config: ServerConfig, codes: PaymentPasswordCodes, gateway: MessageGateway) {
  const { sms } = codes;
  async function overview(memberId: number): Promise<SecurityCenter> {
    const { rows } = await db.query<{
      password_hash: string | null;
      payment_password_hash: string | null;
      country_dialing_code: string | null;
      mobile_num: string | null;
      mobile_verified_at: unknown;
      email: string | null;
      email_verified_at: unknown;
      head_icon: string | null;
    }>(
      `SELECT password_hash, payment_password_hash, country_dialing_code, mobile_num, mobile_verified_at, email, email_verified_at, head_icon
       FROM members WHERE id = $1`,
      [memberId],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, ERROR_CODES.userNotExist, 'User does not exist');
    const mobileVerified = Boolean(row.mobile_num && row.mobile_verified_at);
    const emailVerified = Boolean(row.email && row.email_verified_at);
    const protections = [Boolean(row.password_hash), Boolean(row.payment_password_hash), mobileVerified, emailVerified].filter(
      Boolean,
    ).length;
    return {
      level: securityLevelOf(protections),
      protections,
      hasLoginPassword: Boolean(row.password_hash),
      paymentPasswordSet: Boolean(row.payment_password_hash),
      mobile: row.mobile_num && row.country_dialing_code ? maskMobile(row.country_dialing_code, row.mobile_num) : null,
      mobileVerified,
      email: row.email ? maskEmail(row.email) : null,
      emailVerified,
      headIcon: row.head_icon ? `/cdn/head-icons/${row.head_icon}` : null,
    };
  }

  /** Refuses a number another member holds: a number belongs to one account. */
  async function ensureFree(memberId: number, number: MobileNumber): Promise<void> {
    const { rows } = await db.query('SELECT 1 FROM members WHERE country_dialing_code = $1 AND mobile_num = $2 AND id <> $3', [
      number.countryDialingCode,
      number.mobileNum,
      memberId,
    ]);
    if (rows.length > 0) throw new ApiError(400, MEMBER_CENTRE_ERRORS.mobileTaken, 'This mobile number belongs to another account');
  }

  return {
    overview: (session: Session) => overview(session.memberId),

    async sendMobileCode(session: Session, number: MobileNumber, ip: string, language: Language) {
      refuseTrial(session);
      await ensureFree(session.memberId, number);
      return sms.send(number, 'bind', ip, true, language, codes.admission(ip));
    },

    async bindMobile(session: Session, input: MobileNumber & { verificationCode: string }): Promise<SecurityCenter> {
      refuseTrial(session);
      const number = { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum };
      await ensureFree(session.memberId, number);
      if (!(await sms.consume(number, 'bind', input.verificationCode))) {
        throw new ApiError(400, ERROR_CODES.verificationCode, 'Verification code error');
      }
      try {
        await db.query('UPDATE members SET country_dialing_code = $2, mobile_num = $3, mobile_verified_at = now() WHERE id = $1', [
          session.memberId,
          number.countryDialingCode,
          number.mobileNum,
        ]);
      } catch {
        // The unique index caught another account binding the same number meanwhile.
        throw new ApiError(400, MEMBER_CENTRE_ERRORS.mobileTaken, 'This mobile number belongs to another account');
      }
      return overview(session.memberId);
    },

    async sendEmailCode(session: Session, email: string, language: Language): Promise<{ expirationTime: number }> {
      refuseTrial(session);
      if (!FIELD_PATTERNS.EMAIL.test(email)) throw new ApiError(400, MEMBER_CENTRE_ERRORS.emailInvalid, 'email: not an e-mail address');
      const code = randomDigits(6);
      await db.query(
        `INSERT INTO email_bind_codes (member_id, email, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))
         ON CONFLICT (member_id) DO UPDATE SET email = EXCLUDED.email, code_hash = EXCLUDED.code_hash, attempts = 0,
           expires_at = EXCLUDED.expires_at, created_at = now()`,
        [session.memberId, email, sha256(`${session.memberId}:${email}:${code}`), EMAIL_CODE_MINUTES],
      );
      await gateway.send(
        language === 'EN'
          ? {
              channel: 'email',
              to: email,
              subject: `${config.siteName} e-mail verification`,
              body: `Your ${config.siteName} code to verify this e-mail address is ${code}. It works for ${EMAIL_CODE_MINUTES} minutes.`,
            }
          : {
              channel: 'email',
              to: email,
              subject: `Pag-verify ng e-mail sa ${config.siteName}`,
              body: `Ang code mo sa ${config.siteName} para i-verify ang e-mail na ito ay ${code}. Gumagana ito sa loob ng ${EMAIL_CODE_MINUTES} minuto.`,
            },
      );
      return { expirationTime: EMAIL_CODE_MINUTES * 60 };
    },

    async bindEmail(session: Session, email: string, code: string): Promise<SecurityCenter> {
      refuseTrial(session);
      const { rows } = await db.query<{ code_hash: string }>(
        `UPDATE email_bind_codes SET attempts = attempts + 1
         WHERE member_id = $1 AND email = $2 AND expires_at > now() AND attempts < $3 RETURNING code_hash`,
        [session.memberId, email, EMAIL_CODE_GUESSES],
      );
      if (!rows[0] || rows[0].code_hash !== sha256(`${session.memberId}:${email}:${code}`)) {
        throw new ApiError(400, MEMBER_CENTRE_ERRORS.codeWrong, 'Verification code error');
      }
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM email_bind_codes WHERE member_id = $1', [session.memberId]);
        await tx.query('UPDATE members SET email = $2, email_verified_at = now() WHERE id = $1', [session.memberId, email]);
      });
      return overview(session.memberId);
    },
  };
}
