import { ACCOUNT_ERROR_CODES, isAgentType, isTrialType, REGISTER_PAYLOAD_KEYS, type LoginValue } from '../../../../contract/account';
import type { registerRequestSchema } from '../../../../contract/schemas/account';
import { ERROR_CODES } from '../../../../contract/errors';
import { checkBirthday, checkField, registerFormRules, type RegisterKind } from '../../../../contract/field-validation';
import type { RegisterField } from '../../../../contract/site';
import type * as z from 'zod/mini';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { CaptchaService } from './captcha';
import { fieldIssuesError, type ServerFieldIssue } from './issues';
import type { MemberRepository, NewMember } from './members';
import { hashPassword } from './passwords';
import { randomDigits } from './secrets';
import type { EventBus } from '../events';
import type { SessionStore } from './sessions';
import { currentFieldRules } from './settings';
import type { PhoneVerifier } from './phone-verifier';

type RegisterInput = z.output<typeof registerRequestSchema>;

/** Self-registered players are ordinary members. */
export const REGISTERED_MEMBER_TYPE = 0;

export interface RegisterDeps {
  db: Database;
  config: ServerConfig;
  members: MemberRepository;
  sessions: SessionStore;
  /** Where a new member is announced, in the transaction creating it. */
  events: EventBus;
  captcha: CaptchaService;
  /** Proves the mobile number: the platform's SMS code, or the outside verifier's ID token. */
  phone: PhoneVerifier;
  /** The site's registration settings: captcha switch and dialling codes. */
  site: () => { captchaEnabled: boolean; dialingCodes: string[] };
}

export interface RegisterContext {
  ip: string;
  hostname: string;
}

/** A readable name for a mobile sign-up: the country code, the first three and the last three digits ("+63 917•••482"). */
export const maskedMobile = (countryDialingCode: string, mobileNum: string): string =>
  `+${countryDialingCode} ${mobileNum.slice(0, 3)}•••${mobileNum.slice(-3)}`;

export function createRegisterService(deps: RegisterDeps) {
  const { db, config, members, sessions, captcha, phone } = deps;
  /** Whose code brings a new member in: an agent's affiliate code, or a member's referral code while the REFERRAL promotion runs. */
  const canInvite = (type: number) => isAgentType(type) || (config.whitelabel.REFERRAL && !isTrialType(type));

  /** Re-applies every field rule the form was built from, the confirmation and the birthday. */
  function validate(kind: RegisterKind, input: RegisterInput): Partial<Record<RegisterField, { value: string | undefined }>> {
    const rules = currentFieldRules(config);
    // An invitation link's code counts even where the operator keeps the field off the form.
    const invited = typeof input[REGISTER_PAYLOAD_KEYS.affiliateCode] === 'string' && input[REGISTER_PAYLOAD_KEYS.affiliateCode] !== '';
    const form = registerFormRules(kind, invited ? { ...rules, affiliateCode: { ...rules.affiliateCode, enabled: true } } : rules, {
      flags: config.whitelabel,
      captchaEnabled: deps.site().captchaEnabled,
    });
    const issues: Record<string, ServerFieldIssue> = {};
    const values: Partial<Record<RegisterField, { value: string | undefined }>> = {};
    for (const [field, rule] of Object.entries(form) as [RegisterField, NonNullable<(typeof form)[RegisterField]>][]) {
      const value = input[REGISTER_PAYLOAD_KEYS[field]];
      const text = typeof value === 'string' ? value : undefined;
      values[field] = { value: text === '' ? undefined : text };
      const issue = checkField(rule, text);
      if (issue) issues[field] = issue;
    }
    if (form.confimpsw && !issues.password && !issues.confimpsw && input.password !== input.confirmPassword) issues.confimpsw = 'mismatch';
    const birthday = values.birthday?.value;
    if (form.birthday && birthday && !issues.birthday) {
      const issue = checkBirthday(birthday, config.ageLimit);
      if (issue) issues.birthday = issue;
    }
    if (form.mobileNum && values.mobileNum?.value && !deps.site().dialingCodes.includes(input.countryDialingCode ?? ''))
      issues.mobileNum = 'pattern';
    if (Object.keys(issues).length > 0) throw fieldIssuesError(issues);
    return values;
  }

  async function mobileUsername(countryDialingCode: string, mobileNum: string): Promise<string> {
    const base = `p${countryDialingCode}${mobileNum}`.slice(0, 24);
    if (!(await members.usernameTaken(base))) return base;
    return `${base.slice(0, 20)}${randomDigits(4)}`;
  }

  /** Real accounts registered from one address are limited per hour (trial accounts have their own limit). */
  async function admitFrom(ip: string): Promise<void> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members WHERE register_ip = $1 AND type <> 4 AND created_at > now() - interval '1 hour'`,
      [ip],
    );
    if ((rows[0]?.n ?? 0) >= config.limits.registrationsPerAddressPerHour) {
      throw new ApiError(429, ERROR_CODES.tooManyAttempts, 'Too many registrations from this address; try again later');
    }
  }

  /** The member an invitation code brings the newcomer under; none without a code, refused for a code no one may invite with. */
  async function uplineOf(affiliateCode: string | undefined): Promise<number | null> {
    if (!affiliateCode) return null;
    const agent = await members.byAffiliateCode(affiliateCode);
    if (!agent || !canInvite(agent.type))
      throw new ApiError(400, ERROR_CODES.invalidAffiliate, 'Invalid invitation code', { fields: { affiliateCode: 'invalid' } });
    return agent.id;
  }

  /**
   * A self-registered member, with everything a new account gets (its wallet, a registration bonus):
   * null when the username or mobile number is taken.
   */
  async function createAccount(tx: Queryable, member: Omit<NewMember, 'type'>): Promise<number | null> {
    const id = await members.insert(tx, { ...member, type: REGISTERED_MEMBER_TYPE });
    if (id !== null)
      await deps.events.emit('memberCreated', tx, { id, type: REGISTERED_MEMBER_TYPE, username: member.username, trial: false });
    return id;
  }

  return {
    admitFrom,
    uplineOf,
    createAccount,
    async register(kind: RegisterKind, input: RegisterInput, context: RegisterContext): Promise<LoginValue> {
      const flags = config.whitelabel;
      if (kind === 'username' ? !flags.USERNAMEREG3 : !flags.MOBILENUMREG3) {
        throw new ApiError(403, ERROR_CODES.featureOff, 'This way of registering is not available');
      }
      await admitFrom(context.ip);
      const values = validate(kind, input);
      const value = (field: RegisterField) => values[field]?.value;

      const uplineId = await uplineOf(value('affiliateCode'));
      if (values.identifying && !(await captcha.check('register', input.captchaId, value('identifying')))) {
        throw new ApiError(400, ERROR_CODES.captchaWrong, 'Wrong captcha', { captcha: true });
      }
      const mobileNum = value('mobileNum');
      const countryDialingCode = mobileNum ? input.countryDialingCode : undefined;
      if (kind === 'username' && (await members.usernameTaken(value('username')!))) {
        throw new ApiError(400, ERROR_CODES.usernameExists, 'Username already exists', { fields: { username: 'taken' } });
      }
      // The code first: that a number is registered is told only to whoever received its code. An outside verifier's
      // ID token is checked whenever one is sent, so one is never taken without a look.
      const idToken = input.firebaseIdToken;
      if (values.messageCode || idToken !== undefined) {
        const number = { countryDialingCode: countryDialingCode ?? '', mobileNum: mobileNum ?? '' };
        if (!(await phone.verify(number, 'register', { code: value('messageCode'), idToken }))) {
          throw new ApiError(400, ERROR_CODES.verificationCode, 'Verification code error', { fields: { messageCode: 'wrong' } });
        }
      }
      if (mobileNum && countryDialingCode && (await members.byMobile(countryDialingCode, mobileNum))) {
        throw new ApiError(400, ACCOUNT_ERROR_CODES.mobileExists, 'This mobile number is already registered', {
          fields: { mobileNum: 'taken' },
        });
      }
      const password = value('password');
      const paymentPassword = value('paymentPassword');
      const [passwordHash, paymentPasswordHash] = await Promise.all([
        password ? hashPassword(password) : null,
        paymentPassword ? hashPassword(paymentPassword) : null,
      ]);
      const username = kind === 'username' ? value('username')! : await mobileUsername(countryDialingCode!, mobileNum!);

      return db.transaction(async (tx) => {
        const id = await createAccount(tx, {
          username,
          passwordHash,
          paymentPasswordHash,
          // A mobile sign-up is shown by its masked number, not its generated account name, until the player names themself.
          nickname: value('nickname') ?? (kind === 'mobile' ? maskedMobile(countryDialingCode!, mobileNum!) : undefined),
          payeeName: value('payeeName'),
          email: value('email'),
          countryDialingCode: mobileNum ? countryDialingCode : null,
          mobileNum,
          idNumber: value('idNumber'),
          qqNum: value('qqNum'),
          facebook: value('facebook'),
          wechat: value('wechat'),
          line: value('line'),
          whatsapp: value('whatsapp'),
          zalo: value('zalo'),
          birthday: value('birthday'),
          uplineId,
          recommenderId: value('recommenderId'),
          registerMethod: input.registerMethod,
          registerUrl: input.registerUrl?.slice(0, 300) ?? null,
          registerDomain: input.domain ?? context.hostname,
          registerIp: context.ip,
        });
        if (id === null) throw new ApiError(400, ERROR_CODES.usernameExists, 'Username already exists', { fields: { username: 'taken' } });
        const token = await sessions.create(tx, id, context.ip);
        await members.markLoggedIn(tx, id);
        return { token, userName: username, type: REGISTERED_MEMBER_TYPE, firstTimeLogin: true, merchantCode: config.merchantCode };
      });
    },

    async usernameAvailable(username: string): Promise<boolean> {
      return !(await members.usernameTaken(username));
    },

    async affiliateValid(code: string): Promise<boolean> {
      if (!config.whitelabel.AFFILIATE3) return false;
      const agent = await members.byAffiliateCode(code);
      return !!agent && canInvite(agent.type);
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
