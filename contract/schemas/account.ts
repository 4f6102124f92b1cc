import * as z from 'zod/mini';
import { CAPTCHA_PURPOSES, LOGIN_DOORS, PHONE_VERIFIER_CHANNELS, REGISTER_METHODS, SMS_PURPOSES } from '../account';
import { IDENTITY_PROVIDERS } from '../domain';
import { SEALED_BODY_SCHEME } from '../crypto';
import { BREAK_PERIODS } from '../protection';
import { REGISTER_FIELDS } from '../site';
import { emptyRequest, okValue } from './define';
import { fieldRuleSchema, mobileTemplateSchema } from './site';

export const sessionValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.int(),
  firstTimeLogin: z.boolean(),
});
/** What a login or registration answers: the session plus the merchant it belongs to. */
export const loginValueSchema = z.extend(sessionValueSchema, {
  merchantCode: z.string(),
  /**
   * Present when the player is on a time-out or self-exclusion: the session is withdraw-only,
   * and this says why and until when.
   */
  onBreak: z.optional(z.object({ period: z.enum(BREAK_PERIODS), endsAt: z.string(), selfExclusion: z.boolean() })),
  /** True when this device keeps the sign-in: it may resume it after the app is closed (never during a break). */
  keptSignIn: z.optional(z.boolean()),
});
export type LoginValue = z.infer<typeof loginValueSchema>;
/** A device that keeps the member signed in, as the security centre lists it. */
export const keptSignInSchema = z.object({
  id: z.string(),
  /** The browser and system the device named when it signed in, e.g. "Chrome · Android". */
  device: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The device this list is read on. */
  thisDevice: z.boolean(),
});
export type KeptSignIn = z.infer<typeof keptSignInSchema>;
/** A provider sign-in linked to the account, as the security centre lists it. */
export const signInLinkSchema = z.object({
  provider: z.enum(IDENTITY_PROVIDERS),
  /** What the provider calls the identity: its e-mail address, else its name. */
  label: z.string(),
  linkedAt: z.string(),
});
export type SignInLink = z.infer<typeof signInLinkSchema>;
/**
 * How a provider sign-in ends, once the provider sent the browser back: signed in, or a new identity
 * whose account the visitor confirms (age, terms, invitation code) with `registerWithProvider`.
 */
export const providerFinishSchema = z.object({
  login: z.optional(loginValueSchema),
  newAccount: z.optional(
    z.object({
      provider: z.enum(IDENTITY_PROVIDERS),
      /** The name the provider gave, shown on the confirmation screen. */
      name: z.string(),
      /** The invitation code the sign-in was started with (an invitation link's). */
      affiliateCode: z.optional(z.string()),
    }),
  ),
});
export type ProviderFinish = z.infer<typeof providerFinishSchema>;
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
  /** The layouts this member sees: their own choice (setTemplate), else the site's. */
  mobileTemplate: z.optional(mobileTemplateSchema),
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
const identityProvider = z.enum(IDENTITY_PROVIDERS);
const invitationCode = z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/));
const authorizationStart = z.object({ authorizationUrl: z.string() });
/** The outside verifier's proof of the number (the spec's Firebase channel): an ID token, sent with the channel's name. */
const verifierIdToken = z.string().check(z.minLength(1), z.maxLength(4096));
const outsideVerification = {
  firebaseChannel: z.optional(z.literal('firebase')),
  firebaseIdToken: z.optional(verifierIdToken),
};
const loginCommon = {
  captcha: z.optional(captchaAnswer),
  captchaId: z.optional(captchaId),
  /** Which door the login comes through: the member app, or the agents' door. */
  loginAs: z._default(z.enum(LOGIN_DOORS), 'member'),
  /** "Keep me signed in on this device": the platform answers with the device's kept sign-in (see resumeSession). */
  keepSignedIn: z.optional(z.boolean()),
};
export const loginRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('username'), username: z.string().check(z.minLength(1), z.maxLength(64)), password, ...loginCommon }),
  z.strictObject({ type: z.literal('sms'), countryDialingCode: dialingCode, mobileNum, verificationCode: smsCode, ...loginCommon }),
  z.strictObject({ type: z.literal('mobile'), countryDialingCode: dialingCode, mobileNum, password, ...loginCommon }),
  /** A code confirmed with the site's outside verifier: its ID token proves the number (the spec's firebase login). */
  z.strictObject({
    type: z.literal('firebase'),
    firebaseChannel: z.literal('firebase'),
    firebaseIdToken: verifierIdToken,
    firebaseMobileNo: mobileNum,
    countryDialingCode: dialingCode,
    ...loginCommon,
  }),
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;
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
  /** With the outside verifier: the ID token it answered once the code typed in `verificationCode` was confirmed. */
  ...outsideVerification,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
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
  /**
   * Who texts the codes that prove a phone number: the platform (`sendSmsCode`), or an outside verifier the app asks
   * itself, at `verifierApi` (Firebase's Identity Toolkit REST API or one speaking it) with `apiKey`, and whose ID
   * token the registration and set-password-by-phone calls then carry.
   */
  phoneVerifier: z.object({
    channel: z.enum(PHONE_VERIFIER_CHANNELS),
    verifierApi: z.optional(z.string()),
    apiKey: z.optional(z.string()),
    /** The script that proves to the verifier a person asks for the code (reCAPTCHA's, which Firebase asks of web apps). */
    challengeScript: z.optional(z.string()),
  }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
export const sealingKeySchema = z.object({
  keyId: z.string(),
  /** SubjectPublicKeyInfo, DER, Base64. */
  publicKey: z.string(),
  scheme: z.literal(SEALED_BODY_SCHEME),
  /** When true the platform refuses login and registration bodies that are not sealed. */
  required: z.boolean(),
  /** The platform's clock (ms since the epoch): sealed bodies carry the moment of sealing by it. */
  serverTime: z.int(),
});
export const captchaValueSchema = z.object({
  captchaId: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
  /** `equation` asks for the answer of the sum shown; `numeric` for the digits shown. */
  kind: z.enum(['numeric', 'equation']),
  maxLength: z.int(),
});
export type CaptchaValue = z.infer<typeof captchaValueSchema>;

/** Each call's request and response. */
export const accountSchemas = {
  getAccountSettings: {
    request: emptyRequest,
    response: accountSettingsSchema,
  },
  getSealingKey: {
    request: emptyRequest,
    response: sealingKeySchema,
  },
  getCaptcha: {
    request: z.strictObject({ purpose: z._default(z.enum(CAPTCHA_PURPOSES), 'login') }),
    response: captchaValueSchema,
  },
  login: {
    request: loginRequestSchema,
    response: loginValueSchema,
  },
  getTrialAccount: {
    request: emptyRequest,
    response: z.object({ enabled: z.boolean() }),
  },
  trialLogin: {
    request: emptyRequest,
    response: trialValueSchema,
  },
  registerByUsername: {
    request: registerRequestSchema,
    response: loginValueSchema,
  },
  registerByMobile: {
    request: registerRequestSchema,
    response: loginValueSchema,
  },
  checkUsername: {
    request: z.strictObject({ username: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.object({ available: z.boolean() }),
  },
  checkAffiliate: {
    request: z.strictObject({ affiliateCode: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.object({ valid: z.boolean() }),
  },
  sendSmsCode: {
    request: z.strictObject({ countryDialingCode: dialingCode, mobileNum, purpose: z.enum(SMS_PURPOSES) }),
    /**
     * Seconds until the code expires, and until another code may be asked for: the resend link
     * stays locked for `resendAfter` (or `expirationTime` when a platform does not say).
     */
    response: z.object({ expirationTime: z.int().check(z.positive()), resendAfter: z.optional(z.int().check(z.positive())) }),
  },
  setPasswordByMobile: {
    request: z.strictObject({
      countryDialingCode: dialingCode,
      mobileNum,
      verificationCode: smsCode,
      newPassword: text(100),
      ...outsideVerification,
    }),
    response: okValue,
  },
  forgotPasswordByEmail: {
    request: z.strictObject({
      username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      email: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    }),
    /** Always the same answer, whether or not the pair names an account. */
    response: z.object({ ok: z.literal(true), expirationMinutes: z.int() }),
  },
  resetPasswordByEmail: {
    request: z.strictObject({
      username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      resetCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
      newPassword: text(100),
      confirmNewPassword: text(100),
    }),
    response: okValue,
  },
  changePassword: {
    request: z.strictObject({ oldPassword: z.optional(text(100)), newPassword: text(100), confirmNewPassword: text(100) }),
    response: okValue,
  },
  getMemberInfo: {
    request: emptyRequest,
    response: memberInfoSchema,
  },
  renewMember: {
    request: emptyRequest,
    response: memberInfoSchema,
  },
  logout: {
    request: emptyRequest,
    response: okValue,
  },
  resumeSession: {
    request: emptyRequest,
    response: loginValueSchema,
  },
  getKeptSignIns: {
    request: emptyRequest,
    response: z.object({ devices: z.array(keptSignInSchema) }),
  },
  forgetKeptSignIn: {
    request: z.strictObject({ id: z.string().check(z.regex(/^[a-f0-9]{32}$/)) }),
    response: okValue,
  },
};

/** Signing in with Google or Facebook and the member's linked sign-ins (contract/calls/provider-sign-in.ts). */
export const providerSignInSchemas = {
  /** Begins a sign-in through a provider: the platform keeps the flow (state, nonce, PKCE) and answers where to send the browser. */
  startProviderSignIn: {
    request: z.strictObject({
      provider: identityProvider,
      loginAs: z._default(z.enum(LOGIN_DOORS), 'member'),
      /** The same-site path to land on once signed in. */
      redirect: z.optional(text(512)),
      keepSignedIn: z.optional(z.boolean()),
      affiliateCode: z.optional(invitationCode),
    }),
    response: authorizationStart,
  },
  /** A signed-in member links a provider's identity to the account (security centre). */
  startProviderLink: {
    request: z.strictObject({ provider: identityProvider }),
    response: authorizationStart,
  },
  /** After the provider sent the browser back: the session, or the new identity to confirm. Once per flow. */
  finishProviderSignIn: {
    request: emptyRequest,
    response: providerFinishSchema,
  },
  /** A new identity becomes an account, with the registration rules that still apply; answers its session. */
  registerWithProvider: {
    request: z.strictObject({
      ageConfirmed: z.literal(true),
      termsAccepted: z.literal(true),
      affiliateCode: z.optional(invitationCode),
    }),
    response: loginValueSchema,
  },
  getSignInLinks: {
    request: emptyRequest,
    response: z.object({ links: z.array(signInLinkSchema), hasPassword: z.boolean() }),
  },
  unlinkSignIn: {
    request: z.strictObject({ provider: identityProvider }),
    response: okValue,
  },
};
