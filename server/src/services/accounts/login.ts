import { isAgentType, isTrialType, ACCOUNT_ERROR_CODES, type LoginDoor, type LoginValue } from '../../../../contract/account';
import type { loginRequestSchema } from '../../../../contract/schemas/account';
import { ERROR_CODES } from '../../../../contract/errors';
import { checkField, LOGIN_RULES, type FieldIssue } from '../../../../contract/field-validation';
import type * as z from 'zod/mini';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { CaptchaService } from './captcha';
import { fieldIssuesError } from './issues';
import type { ProtectionService } from '../protection';
import type { KeptSignIns } from './kept-sign-ins';
import type { LoginGuard } from './login-guard';
import { mobileKey, usernameKey, type MemberRepository, type MemberRow } from './members';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import type { PhoneVerifier } from './phone-verifier';
import type { SessionStore } from './sessions';
import type { SmsCodeService } from './sms-codes';

type ParsedLogin = z.output<typeof loginRequestSchema>;

/** A sign-in's answer, and the token for the device's cookie when the device is kept signed in. */
export interface SignIn {
  value: LoginValue;
  keptToken: string | null;
}

/** How a session is asked for once the member is known. */
export interface SessionRequest {
  door: LoginDoor;
  keepSignedIn: boolean;
  ip: string;
  deviceName: string;
}

/** Every refused resume reads the same: the device signs in again. */
const notKept = () => new ApiError(401, ERROR_CODES.sessionExpired, 'Session expired, log in again');

export interface LoginDeps {
  db: Database;
  config: ServerConfig;
  members: MemberRepository;
  sessions: SessionStore;
  kept: KeptSignIns;
  guard: LoginGuard;
  captcha: CaptchaService;
  sms: SmsCodeService;
  phone: Pick<PhoneVerifier, 'verify'>;
  protection: Pick<ProtectionService, 'checkLogin'>;
}

/** The mobile number a login names, whichever way it proves it. */
const numberOf = (input: Exclude<ParsedLogin, { type: 'username' }>) => ({
  countryDialingCode: input.countryDialingCode,
  mobileNum: input.type === 'firebase' ? input.firebaseMobileNo : input.mobileNum,
});

/** The name failures and locks are kept by: the username, or the full mobile number. */
export function loginKeyOf(input: ParsedLogin): string {
  if (input.type === 'username') return `u:${usernameKey(input.username)}`;
  const number = numberOf(input);
  return `m:${mobileKey(number.countryDialingCode, number.mobileNum)}`;
}

const captchaNeeded = { captcha: true };

/**
 * Whether the account is still open, read in the transaction that opens the session with the member's row held:
 * staff locking the account at the same moment either wait for this session (and end it) or make it refused.
 */
async function stillActive(tx: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM members WHERE id = $1 FOR SHARE', [memberId]);
  return rows[0]?.status === 'active';
}

/** The login form's rules, applied again here: a malformed login is a 400, never a counted failure. */
function checkLoginFields(input: ParsedLogin): void {
  const issues: Record<string, FieldIssue> = {};
  const check = (name: string, rule: (typeof LOGIN_RULES)[keyof typeof LOGIN_RULES], value: string | undefined) => {
    const issue = checkField(rule, value);
    if (issue) issues[name] = issue;
  };
  if (input.type === 'username') check('username', LOGIN_RULES.loginUsername, input.username);
  else check('mobileNum', LOGIN_RULES.loginMobileNum, numberOf(input).mobileNum);
  if (input.type === 'sms') check('verificationCode', LOGIN_RULES.verificationCode, input.verificationCode);
  else if (input.type !== 'firebase') check('password', LOGIN_RULES.loginPassword, input.password);
  if (input.captcha !== undefined) check('captcha', LOGIN_RULES.captcha, input.captcha);
  if (Object.keys(issues).length > 0) throw fieldIssuesError(issues);
}

export function createLoginService(deps: LoginDeps) {
  const { db, config, members, sessions, kept, guard, captcha, sms, phone, protection } = deps;

  async function checkCredential(input: ParsedLogin): Promise<MemberRow | null> {
    if (input.type === 'username') {
      const member = await members.byUsername(input.username);
      const ok = member?.password_hash
        ? await verifyPassword(input.password, member.password_hash)
        : await verifyAgainstNothing(input.password);
      return ok ? member : null;
    }
    const number = numberOf(input);
    const member = await members.byMobile(number.countryDialingCode, number.mobileNum);
    // The outside verifier's token proves the number, once; a token it did not sign, or for another number, is refused as such.
    if (input.type === 'firebase') return (await phone.verify(number, 'login', { idToken: input.firebaseIdToken })) ? member : null;
    if (input.type === 'mobile') {
      const ok = member?.password_hash
        ? await verifyPassword(input.password, member.password_hash)
        : await verifyAgainstNothing(input.password);
      return ok ? member : null;
    }
    const ok = await sms.consume(number, 'login', input.verificationCode);
    return ok ? member : null;
  }

  /**
   * The rules every way of signing in shares once the member is known: a disabled account and the wrong door
   * are refused.
   */
  function checkDoor(member: MemberRow, door: LoginDoor): void {
    if (member.status !== 'active') throw new ApiError(403, ACCOUNT_ERROR_CODES.userDisabled, 'This account is disabled');
    const agent = isAgentType(member.type);
    if (door === 'member' && agent) throw new ApiError(403, ERROR_CODES.nonMemberLogin, 'Non-member account unable to login');
    if (door === 'agent' && !agent) throw new ApiError(403, ERROR_CODES.nonAgentLogin, 'Non-agents cannot log in');
  }

  /**
   * The session of a member whose door was checked: a player on a break gets a withdraw-only session, and a
   * device is kept signed in only outside a break and never for a trial account.
   */
  async function openSession(member: MemberRow, how: SessionRequest): Promise<SignIn> {
    const onBreak = await protection.checkLogin(member.id);
    const keep = how.keepSignedIn && !onBreak && !isTrialType(member.type);
    return db.transaction(async (tx) => {
      if (!(await stillActive(tx, member.id))) throw new ApiError(403, ACCOUNT_ERROR_CODES.userDisabled, 'This account is disabled');
      const device = keep ? await kept.keep(tx, member.id, how.door, how.deviceName, how.ip) : null;
      const kind = onBreak ? 'withdrawOnly' : 'full';
      const token = await sessions.create(tx, member.id, how.ip, how.door, kind, device?.id ?? null, how.deviceName);
      const firstTimeLogin = await members.markLoggedIn(tx, member.id);
      const value: LoginValue = {
        token,
        userName: member.username,
        type: member.type,
        firstTimeLogin,
        merchantCode: config.merchantCode,
        ...(onBreak ? { onBreak } : {}),
        ...(device ? { keptSignIn: true } : {}),
      };
      return { value, keptToken: device?.token ?? null };
    });
  }

  return {
    /** Signs a known member in through a door: the door's rules, then the session (see `openSession`). */
    async signInMember(member: MemberRow, how: SessionRequest): Promise<SignIn> {
      checkDoor(member, how.door);
      return openSession(member, how);
    },

    /**
     * One login: the address limit, the lock, the captcha once the name has failed, the
     * credential (the same answer whichever part was wrong), then the door: agents use the
     * agents' door and members the member app. A player on a break gets a withdraw-only session,
     * and a device is kept signed in only outside a break and never for a trial account.
     */
    async login(input: ParsedLogin, ip: string, deviceName: string): Promise<SignIn> {
      checkLoginFields(input);
      // Logging in with a mobile number and password stays open: it is how a phone reset signs the player in.
      if ((input.type === 'sms' || input.type === 'firebase') && !config.whitelabel.MOBILELOGIN3) {
        throw new ApiError(403, ERROR_CODES.featureOff, 'Mobile login is not available');
      }
      await guard.admitAttempt(ip);
      const key = loginKeyOf(input);
      await guard.checkAllowed(key, ip);
      if (await guard.needsCaptcha(key)) {
        if (!(await captcha.check('login', input.captchaId, input.captcha))) {
          throw new ApiError(401, ERROR_CODES.captchaWrong, 'Enter the characters shown in the picture', captchaNeeded);
        }
      }
      const member = await checkCredential(input);
      if (!member) {
        const locked = await guard.recordFailure(key, ip);
        if (locked)
          throw new ApiError(
            403,
            ERROR_CODES.accountLocked,
            'Too many failed logins: this account is locked for 15 minutes',
            captchaNeeded,
          );
        throw new ApiError(401, ERROR_CODES.loginFailed, 'The account or password is incorrect', captchaNeeded);
      }
      checkDoor(member, input.loginAs);
      await guard.clearFailures(key);
      return openSession(member, { door: input.loginAs, keepSignedIn: input.keepSignedIn === true, ip, deviceName });
    },

    /**
     * A device kept signed in comes back (the app opened again): its token is exchanged for a new
     * session and the next token. Anything wrong ends the device's sign-in: a retired token (a
     * copy in use), a disabled account, a break or a session limit reached since.
     */
    async resume(token: string | null, ip: string): Promise<SignIn> {
      if (!token) throw notKept();
      const taken = await db.transaction((tx) => kept.take(tx, token));
      if (taken.kind !== 'live') throw notKept();
      const member = await members.byId(taken.memberId);
      if (!member || member.status !== 'active' || isAgentType(member.type) !== (taken.door === 'agent')) {
        await kept.end(taken.keptSignInId);
        throw notKept();
      }
      const onBreak = await protection.checkLogin(member.id).catch(async (error: unknown) => {
        await kept.end(taken.keptSignInId);
        throw error;
      });
      if (onBreak) {
        await kept.end(taken.keptSignInId);
        throw notKept();
      }
      return db.transaction(async (tx) => {
        if (!(await stillActive(tx, member.id))) throw notKept();
        const session = await sessions.create(tx, member.id, ip, taken.door, 'full', taken.keptSignInId);
        const firstTimeLogin = await members.markLoggedIn(tx, member.id);
        const value: LoginValue = {
          token: session,
          userName: member.username,
          type: member.type,
          firstTimeLogin,
          merchantCode: config.merchantCode,
          keptSignIn: true,
        };
        return { value, keptToken: taken.nextToken };
      });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
