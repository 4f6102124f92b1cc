import { ACCOUNT_ERROR_CODES, isTrialType, type SmsPurpose } from '../../../../contract/account';
import type { Language } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import { checkField, FORGOT_EMAIL_RULE, LOGIN_RULES, RESET_CODE_RULE } from '../../../../contract/field-validation';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { MessageGateway } from './gateway';
import { checkNewPassword, fieldIssuesError } from './issues';
import type { LoginGuard } from './login-guard';
import { mobileKey, usernameKey, type MemberRepository, type MemberRow } from './members';
import { hashPassword, verifyPassword } from './passwords';
import { randomCode, sha256 } from './secrets';
import { smsAdmission, type RateLimits } from './rate-limits';
import type { SessionStore } from './sessions';
import { currentFieldRules } from './settings';
import type { MobileNumber, SmsCodeService } from './sms-codes';
import type { PhoneProof, PhoneVerifier } from './phone-verifier';

export const RESET_CODE_MINUTES = 30;
const RESET_CODE_GUESSES = 5;
const RESET_MAIL_INTERVAL_SECONDS = 60;

export interface RecoveryDeps {
  db: Database;
  config: ServerConfig;
  members: MemberRepository;
  sessions: SessionStore;
  guard: LoginGuard;
  sms: SmsCodeService;
  phone: PhoneVerifier;
  gateway: MessageGateway;
  dialingCodes: () => string[];
  rateLimits: RateLimits;
}

const samePassword = () => new ApiError(400, ERROR_CODES.samePassword, 'The new password must differ from the old one');

/** SMS codes, password reset by phone or e-mail, and password change. */
export function createRecoveryService(deps: RecoveryDeps) {
  const { db, config, members, sessions, guard, sms, phone, gateway, rateLimits } = deps;
  const passwordRule = () => currentFieldRules(config).password;

  async function storeNewPassword(member: MemberRow, newPassword: string, keepSessionId: string | null): Promise<void> {
    const hash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await members.setPassword(tx, member.id, hash);
      await sessions.revokeOthers(tx, member.id, keepSessionId);
    });
    // Proving the account by code or old password lifts any lock on its login names.
    await guard.clearAll([
      `u:${usernameKey(member.username)}`,
      ...(member.mobile_num && member.country_dialing_code ? [`m:${mobileKey(member.country_dialing_code, member.mobile_num)}`] : []),
    ]);
  }

  const isSame = async (member: MemberRow, password: string) =>
    !!member.password_hash && (await verifyPassword(password, member.password_hash));

  return {
    async sendSmsCode(
      number: MobileNumber,
      purpose: SmsPurpose,
      ip: string,
      language?: Language,
    ): Promise<{ expirationTime: number; resendAfter: number }> {
      const flags = config.whitelabel;
      const allowed = purpose === 'register' ? flags.MOBILENUMREG3 : purpose === 'login' ? flags.MOBILELOGIN3 : flags.PHONERECOVER3;
      if (!allowed) throw new ApiError(403, ERROR_CODES.featureOff, 'This is not available');
      if (!deps.dialingCodes().includes(number.countryDialingCode))
        throw new ApiError(400, ERROR_CODES.invalidMobile, 'Invalid mobile number');
      const member = await members.byMobile(number.countryDialingCode, number.mobileNum);
      // A register code goes to any number, registered or not: whether it is registered is said only at
      // registration, after its code, so this answer never tells a number's owner apart. Login and reset
      // codes go only to a registered number, with the same answer either way.
      const deliver = purpose === 'register' || (!!member && member.status === 'active' && !isTrialType(member.type));
      const { limits } = config;
      return sms.send(number, purpose, ip, deliver, language, smsAdmission(rateLimits, limits, ip));
    },

    /** A new password for the member whose number the SMS code, or the outside verifier's ID token, proves. */
    async setPasswordByMobile(number: MobileNumber, proof: PhoneProof, newPassword: string): Promise<void> {
      if (!config.whitelabel.PHONERECOVER3) throw new ApiError(403, ERROR_CODES.featureOff, 'Password recovery by phone is not available');
      checkNewPassword(passwordRule(), newPassword, undefined);
      const member = await members.byMobile(number.countryDialingCode, number.mobileNum);
      const verified = await phone.verify(number, 'reset', proof);
      if (!member || !verified) throw new ApiError(400, ERROR_CODES.verificationCode, 'Verification code error');
      if (await isSame(member, newPassword)) {
        // The number was proved: give the proof back so the player only has to change the password.
        await verified.undo();
        throw samePassword();
      }
      await storeNewPassword(member, newPassword, null);
    },

    /** Mails a reset code when the username and e-mail belong together; answers the same either way. */
    async forgotByEmail(username: string, email: string): Promise<{ ok: true; expirationMinutes: number }> {
      if (!config.whitelabel.MAILRECOVER3) throw new ApiError(403, ERROR_CODES.featureOff, 'Password recovery by e-mail is not available');
      const usernameIssue = checkField(LOGIN_RULES.loginUsername, username);
      if (usernameIssue) throw fieldIssuesError({ username: usernameIssue });
      if (checkField(FORGOT_EMAIL_RULE, email))
        throw new ApiError(400, ERROR_CODES.emailIncorrect, 'E-mail incorrect', { fields: { email: 'pattern' } });
      const member = await members.byUsername(username);
      const matches = !!member && member.status === 'active' && !!member.email && member.email.toLowerCase() === email.toLowerCase();
      if (matches) {
        const recent = await db.query(
          `SELECT 1 FROM password_resets WHERE member_id = $1 AND created_at > now() - make_interval(secs => $2)`,
          [member.id, RESET_MAIL_INTERVAL_SECONDS],
        );
        if (recent.rows.length === 0) {
          const code = randomCode(8);
          const { rows } = await db.query<{ id: number }>(
            `INSERT INTO password_resets (member_id, code_hash, expires_at) VALUES ($1, '', now() + make_interval(mins => $2)) RETURNING id`,
            [member.id, RESET_CODE_MINUTES],
          );
          const id = rows[0]!.id;
          await db.query('UPDATE password_resets SET code_hash = $2 WHERE id = $1', [id, sha256(`${id}:${code}`)]);
          await db.query('UPDATE password_resets SET used_at = now() WHERE member_id = $1 AND id <> $2 AND used_at IS NULL', [
            member.id,
            id,
          ]);
          await gateway.send({
            channel: 'email',
            to: member.email!,
            subject: `${config.siteName} password reset`,
            body: `Hello ${member.username},\n\nYour ${config.siteName} password reset code is ${code}. It works once within ${RESET_CODE_MINUTES} minutes.\nIf you did not ask for it, ignore this message: your password has not changed.`,
          });
        }
      }
      return { ok: true, expirationMinutes: RESET_CODE_MINUTES };
    },

    async resetByEmail(username: string, resetCode: string, newPassword: string, confirmation: string): Promise<void> {
      if (!config.whitelabel.MAILRECOVER3) throw new ApiError(403, ERROR_CODES.featureOff, 'Password recovery by e-mail is not available');
      const usernameIssue = checkField(LOGIN_RULES.loginUsername, username);
      if (usernameIssue) throw fieldIssuesError({ username: usernameIssue });
      const codeIssue = checkField(RESET_CODE_RULE, resetCode.trim().toUpperCase());
      if (codeIssue) throw fieldIssuesError({ resetCode: codeIssue });
      checkNewPassword(passwordRule(), newPassword, confirmation);
      const member = await members.byUsername(username);
      const wrong = () => new ApiError(400, ACCOUNT_ERROR_CODES.resetCodeWrong, 'The reset code is wrong or has expired');
      if (!member) throw wrong();
      const { rows } = await db.query<{ id: number; code_hash: string }>(
        `UPDATE password_resets SET attempts = attempts + 1
          WHERE id = (SELECT id FROM password_resets WHERE member_id = $1 AND used_at IS NULL AND expires_at > now()
                       ORDER BY created_at DESC, id DESC LIMIT 1)
            AND attempts < $2
        RETURNING id, code_hash`,
        [member.id, RESET_CODE_GUESSES],
      );
      const row = rows[0];
      const code = resetCode.trim().toUpperCase();
      if (!row || row.code_hash !== sha256(`${row.id}:${code}`)) throw wrong();
      if (await isSame(member, newPassword)) throw samePassword();
      const used = await db.query('UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id]);
      if (used.rows.length === 0) throw wrong();
      await storeNewPassword(member, newPassword, null);
    },

    async changePassword(session: Session, oldPassword: string | undefined, newPassword: string, confirmation: string): Promise<void> {
      if (isTrialType(session.type))
        throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
      checkNewPassword(passwordRule(), newPassword, confirmation);
      const member = await members.byId(session.memberId);
      if (!member) throw new ApiError(401, ERROR_CODES.sessionExpired, 'Session expired, log in again');
      if (member.password_hash) {
        if (oldPassword === newPassword) throw samePassword();
        if (!oldPassword || !(await verifyPassword(oldPassword, member.password_hash))) {
          throw new ApiError(400, ACCOUNT_ERROR_CODES.oldPasswordWrong, 'The old password is incorrect', {
            fields: { oldPassword: 'wrong' },
          });
        }
      }
      await storeNewPassword(member, newPassword, session.sessionId);
    },
  };
}
