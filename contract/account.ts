import * as z from 'zod/mini';
import { SEALED_BODY_SCHEME } from './crypto';
import { defineCall, emptyRequest, okValue } from './define';
import { fieldRuleSchema, REGISTER_FIELDS } from './site';

/** Member types: 0, 1, 2 players who may free-play; 4 trial; 40 non-agent; 41, 42 and others agents. */
export const MEMBER_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;
export const FREE_PLAY_TYPES = [0, 1, 2] as const;
export const TRIAL_TYPE = 4;
export const NON_AGENT_TYPES = [0, 1, 2, 4, 40] as const;
export const CONTRACT_EXCLUDED_TYPES = [4, 40, 41, 42] as const;
export const isAgentType = (type: number) => !(NON_AGENT_TYPES as readonly number[]).includes(type);
/** Free-play games launch only for member types 0, 1 and 2; everyone else gets `free_reject`. */
export const canFreePlay = (type: number) => (FREE_PLAY_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;

/** Error codes of the account calls besides the common catalogue (contract/errors.ts). */
export const ACCOUNT_ERROR_CODES = {
  oldPasswordWrong: 'password.oldWrong',
  resetCodeWrong: 'reset.codeWrong',
  sealingKeyUnknown: 'request.keyUnknown',
  fieldInvalid: 'field.invalid',
  birthdayInvalid: 'birthday.invalid',
  mobileExists: 'mobile.exists',
  smsHourLimit: 'sms.hourLimit',
  userDisabled: 'user.disabled',
} as const;

export const LOGIN_DOORS = ['member', 'agent'] as const;
export type LoginDoor = (typeof LOGIN_DOORS)[number];

export const sessionValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.int(),
  firstTimeLogin: z.boolean(),
});
export type SessionValue = z.infer<typeof sessionValueSchema>;

/** What a login or registration answers: the session plus the merchant it belongs to. */
export const loginValueSchema = z.extend(sessionValueSchema, { merchantCode: z.string() });
export type LoginValue = z.infer<typeof loginValueSchema>;

/** A trial login names the member type `customerType`. */
export const trialValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.int(),
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
});
export type TrialValue = z.infer<typeof trialValueSchema>;

export const memberInfoSchema = z.object({
  id: z.int(),
  nickname: z.nullable(z.string()),
  account: z.string(),
  regDate: z.string(),
  type: z.int(),
  toUpline: z.boolean(),
  clubLabel: z.nullable(z.object({ labelName: z.string() })),
  /** False for an account registered by mobile without a password: changing it then needs no old one. */
  hasPassword: z.optional(z.boolean()),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

const text = (max: number) => z.string().check(z.maxLength(max));
/** Dialling codes are digits, e.g. 63. */
const dialingCode = z.string().check(z.regex(/^\d{1,4}$/));
const mobileNum = z.string().check(z.regex(/^\d{5,20}$/));
const smsCode = z.string().check(z.regex(/^\d{4,10}$/));
const captchaAnswer = z.string().check(z.regex(/^\d{1,6}$/));
const captchaId = z.string().check(z.regex(/^[a-f0-9]{32}$/));
const password = z.string().check(z.minLength(1), z.maxLength(64));

const loginCommon = {
  captcha: z.optional(captchaAnswer),
  captchaId: z.optional(captchaId),
  /** Which door the login comes through: the member app, or the agents' door. */
  loginAs: z._default(z.enum(LOGIN_DOORS), 'member'),
};

export const loginRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('username'), username: z.string().check(z.minLength(1), z.maxLength(64)), password, ...loginCommon }),
  z.strictObject({ type: z.literal('sms'), countryDialingCode: dialingCode, mobileNum, verificationCode: smsCode, ...loginCommon }),
  z.strictObject({ type: z.literal('mobile'), countryDialingCode: dialingCode, mobileNum, password, ...loginCommon }),
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/**
 * The registration payload. Every field is checked again on the server by the operator's
 * field rules (contract/field-validation.ts); the schema only bounds the sizes.
 */
export const registerRequestSchema = z.strictObject({
  countryDialingCode: z.optional(dialingCode),
  registerUrl: z.optional(text(300)),
  registerMethod: z.enum(REGISTER_METHODS),
  domain: z.optional(text(255)),
  type: z.optional(z.literal(0)),
  username: z.optional(text(100)),
  password: z.optional(text(100)),
  confirmPassword: z.optional(text(100)),
  affiliateCode: z.optional(text(100)),
  paymentPassword: z.optional(text(100)),
  recommenderId: z.optional(text(100)),
  nickname: z.optional(text(200)),
  payeeName: z.optional(text(200)),
  email: z.optional(text(300)),
  mobileNum: z.optional(text(100)),
  idNumber: z.optional(text(100)),
  qqNum: z.optional(text(100)),
  facebook: z.optional(text(200)),
  wechat: z.optional(text(200)),
  line: z.optional(text(200)),
  whatsapp: z.optional(text(100)),
  zalo: z.optional(text(100)),
  birthday: z.optional(text(20)),
  captcha: z.optional(text(20)),
  captchaId: z.optional(captchaId),
  verificationCode: z.optional(text(20)),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Registration field names as the payload spells them. */
export const REGISTER_PAYLOAD_KEYS = {
  username: 'username',
  password: 'password',
  confimpsw: 'confirmPassword',
  mobileNum: 'mobileNum',
  messageCode: 'verificationCode',
  identifying: 'captcha',
  affiliateCode: 'affiliateCode',
  nickname: 'nickname',
  payeeName: 'payeeName',
  email: 'email',
  paymentPassword: 'paymentPassword',
  recommenderId: 'recommenderId',
  idNumber: 'idNumber',
  qqNum: 'qqNum',
  facebook: 'facebook',
  wechat: 'wechat',
  line: 'line',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  birthday: 'birthday',
} as const satisfies Record<(typeof REGISTER_FIELDS)[number], keyof RegisterRequest>;

/** A registration the server refuses field by field answers 400 `field.invalid` with this value. */
export const fieldIssuesSchema = z.object({
  fields: z.record(z.string(), z.enum(['required', 'blank', 'minLength', 'maxLength', 'pattern', 'mismatch', 'date', 'range', 'age'])),
});

export const accountSettingsSchema = z.object({
  fields: z.record(z.enum(REGISTER_FIELDS), fieldRuleSchema),
  captcha: z.object({ enabled: z.boolean() }),
  smsExpirationSeconds: z.int().check(z.positive()),
  dialingCodes: z.array(z.object({ code: z.string(), country: z.string(), flag: z.string() })),
  defaultDialingCode: z.string(),
  ageLimit: z.int(),
  methods: z.object({
    usernameRegister: z.boolean(),
    mobileRegister: z.boolean(),
    mobileVerify: z.boolean(),
    mobilePassword: z.boolean(),
    mobileLogin: z.boolean(),
    mailRecovery: z.boolean(),
    phoneRecovery: z.boolean(),
    affiliate: z.boolean(),
    freePlay: z.boolean(),
    facebookLogin: z.boolean(),
    googleLogin: z.boolean(),
  }),
  customerServicePath: z.string(),
  encryption: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const sealingKeySchema = z.object({
  keyId: z.string(),
  /** SubjectPublicKeyInfo, DER, Base64. */
  publicKey: z.string(),
  scheme: z.literal(SEALED_BODY_SCHEME),
  /** When true the platform refuses login and registration bodies that are not sealed. */
  required: z.boolean(),
});

export const CAPTCHA_PURPOSES = ['login', 'register', 'sms'] as const;
export const captchaValueSchema = z.object({
  captchaId: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
  /** `equation` asks for the answer of the sum shown; `numeric` for the digits shown. */
  kind: z.enum(['numeric', 'equation']),
  maxLength: z.int(),
});
export type CaptchaValue = z.infer<typeof captchaValueSchema>;

export const SMS_PURPOSES = ['register', 'login', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const accountCalls = {
  getAccountSettings: defineCall({
    name: 'getAccountSettings',
    method: 'GET',
    path: '/wps/member/register/settings',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: emptyRequest,
    response: accountSettingsSchema,
  }),
  getSealingKey: defineCall({
    name: 'getSealingKey',
    method: 'GET',
    path: '/wps/session/key',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: emptyRequest,
    response: sealingKeySchema,
  }),
  getCaptcha: defineCall({
    name: 'getCaptcha',
    method: 'GET',
    path: '/wps/captcha',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: z.strictObject({ purpose: z._default(z.enum(CAPTCHA_PURPOSES), 'login') }),
    response: captchaValueSchema,
  }),
  login: defineCall({
    name: 'login',
    method: 'POST',
    path: '/wps/session/login',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'encrypted',
    request: loginRequestSchema,
    response: loginValueSchema,
  }),
  getTrialAccount: defineCall({
    name: 'getTrialAccount',
    method: 'GET',
    path: '/wps/session/trial',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: emptyRequest,
    response: z.object({ enabled: z.boolean() }),
  }),
  trialLogin: defineCall({
    name: 'trialLogin',
    method: 'POST',
    path: '/wps/session/trial',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'json',
    request: emptyRequest,
    response: trialValueSchema,
  }),
  registerByUsername: defineCall({
    name: 'registerByUsername',
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'encrypted',
    request: registerRequestSchema,
    response: loginValueSchema,
  }),
  registerByMobile: defineCall({
    name: 'registerByMobile',
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'encrypted',
    request: registerRequestSchema,
    response: loginValueSchema,
  }),
  checkUsername: defineCall({
    name: 'checkUsername',
    method: 'GET',
    path: '/wps/member/register/username',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: z.strictObject({ username: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.object({ available: z.boolean() }),
  }),
  checkAffiliate: defineCall({
    name: 'checkAffiliate',
    method: 'GET',
    path: '/wps/member/register/affiliate',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: z.strictObject({ affiliateCode: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.object({ valid: z.boolean() }),
  }),
  sendSmsCode: defineCall({
    name: 'sendSmsCode',
    method: 'POST',
    path: '/wps/sms/send',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'json',
    request: z.strictObject({ countryDialingCode: dialingCode, mobileNum, purpose: z.enum(SMS_PURPOSES) }),
    /** Seconds until the code expires; the resend link stays locked until then. */
    response: z.object({ expirationTime: z.int().check(z.positive()) }),
  }),
  setPasswordByMobile: defineCall({
    name: 'setPasswordByMobile',
    method: 'POST',
    path: '/wps/member/password/mobile',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'json',
    request: z.strictObject({
      countryDialingCode: dialingCode,
      mobileNum,
      verificationCode: smsCode,
      newPassword: text(100),
      firebaseIdToken: z.optional(text(4096)),
    }),
    response: okValue,
  }),
  forgotPasswordByEmail: defineCall({
    name: 'forgotPasswordByEmail',
    method: 'POST',
    path: '/wps/member/password/email',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'form',
    request: z.strictObject({
      username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      email: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    }),
    /** Always the same answer, whether or not the pair names an account. */
    response: z.object({ ok: z.literal(true), expirationMinutes: z.int() }),
  }),
  resetPasswordByEmail: defineCall({
    name: 'resetPasswordByEmail',
    method: 'POST',
    path: '/wps/member/password/email/reset',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'json',
    request: z.strictObject({
      username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      resetCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
      newPassword: text(100),
      confirmNewPassword: text(100),
    }),
    response: okValue,
  }),
  changePassword: defineCall({
    name: 'changePassword',
    method: 'POST',
    path: '/wps/member/password/v2',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
    request: z.strictObject({ oldPassword: z.optional(text(100)), newPassword: text(100), confirmNewPassword: text(100) }),
    response: okValue,
  }),
  getMemberInfo: defineCall({
    name: 'getMemberInfo',
    method: 'GET',
    path: '/wps/member/info',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'query',
    request: emptyRequest,
    response: memberInfoSchema,
  }),
  renewMember: defineCall({
    name: 'renewMember',
    method: 'POST',
    path: '/wps/member/renew',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
    request: emptyRequest,
    response: memberInfoSchema,
  }),
  logout: defineCall({
    name: 'logout',
    method: 'DELETE',
    path: '/wps/session/logout',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'query',
    request: emptyRequest,
    response: okValue,
  }),
};
