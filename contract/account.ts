import type { REGISTER_FIELDS } from './site';
import type { RegisterRequest } from './schemas/account';

export * from './members';
/** Error codes of the account calls besides the common catalogue (contract/errors.ts). */
export const ACCOUNT_ERROR_CODES = {
  oldPasswordWrong: 'password.oldWrong',
  resetCodeWrong: 'reset.codeWrong',
  sealingKeyUnknown: 'request.keyUnknown',
  /** A sealed body older or newer than the platform's window: the sender's clock is off or it was held back. */
  sealedStale: 'request.sealedStale',
  /** A sealed body already accepted once. */
  sealedReplayed: 'request.replayed',
  fieldInvalid: 'field.invalid',
  birthdayInvalid: 'birthday.invalid',
  mobileExists: 'mobile.exists',
  smsHourLimit: 'sms.hourLimit',
  userDisabled: 'user.disabled',
  /** Unlinking this sign-in would leave the account no way in (no password, no other linked provider). */
  signInLastWay: 'signIn.lastWay',
  /** The provider sign-in this device started is over: finished already, expired, or never started here. */
  signInFlowOver: 'signIn.flowOver',
  /** An outside verifier's proof of the phone number (its ID token) does not hold: another number, project or issuer, expired, or not signed by it. */
  phoneVerificationFailed: 'phone.verificationFailed',
  /** That proof was already accepted once: it cannot register or reset a password again. */
  phoneVerificationReused: 'phone.verificationReused',
  /** A proof from an outside verifier while the site verifies phones with its own SMS codes. */
  phoneVerifierOff: 'phone.verifierOff',
  /** The outside verifier's signing keys could not be read just now: the proof can be sent again shortly. */
  phoneVerifierUnavailable: 'phone.verifierUnavailable',
} as const;
/**
 * Who proves a player holds a phone number: the platform's own SMS codes, or an outside verifier (the spec's
 * Firebase channel) that texts the code itself and answers an ID token naming the number.
 */
export const PHONE_VERIFIER_CHANNELS = ['platform', 'firebase'] as const;
export type PhoneVerifierChannel = (typeof PHONE_VERIFIER_CHANNELS)[number];
export { IDENTITY_PROVIDERS, PROVIDER_CALLBACK_PATH, PROVIDER_FLAGS, type IdentityProvider, type ProviderSignInError } from './domain';
export const LOGIN_DOORS = ['member', 'agent'] as const;
export type LoginDoor = (typeof LOGIN_DOORS)[number];
/**
 * What a member session may do: everything its door allows, or only withdraw. A player on a
 * time-out or self-exclusion who logs in gets a withdraw-only session: the balance, payee
 * accounts, withdrawals, the wallet records and the responsible-gaming page, nothing else.
 */
export const SESSION_KINDS = ['full', 'withdrawOnly'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;
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
export const CAPTCHA_PURPOSES = ['login', 'register', 'sms'] as const;
export const SMS_PURPOSES = ['register', 'login', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/**
 * What the platform sends codes for: the public purposes, `bind` (a logged-in member binding a mobile number in the
 * security centre) and `paymentPassword` (a member with a bound mobile setting or changing the payment password).
 */
export type SmsCodePurpose = SmsPurpose | 'bind' | 'paymentPassword';
export { accountCalls } from './calls/account';
export { providerSignInCalls } from './calls/provider-sign-in';
export type {
  LoginValue,
  TrialValue,
  MemberInfo,
  LoginRequest,
  RegisterRequest,
  AccountSettings,
  CaptchaValue,
  KeptSignIn,
  SignInLink,
  ProviderFinish,
} from './schemas/account';
