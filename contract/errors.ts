import { START_UP_ERROR_CODES } from './start-up-errors';

/**
 * Error codes the platform answers with. The client translates each (locales `errors.*`);
 * an unknown code falls back to the server's message, then to "Unknown error".
 */
export const ERROR_CODES = {
  ...START_UP_ERROR_CODES,
  badRequest: 'request.invalid',
  notFound: 'request.notFound',
  notLoggedIn: 'auth.notLoggedIn',
  sessionExpired: 'auth.sessionExpired',
  noPermission: 'auth.noPermission',
  trialNotAllowed: 'auth.trialNotAllowed',
  loginFailed: 'login.failed',
  accountLocked: 'login.locked',
  tooManyAttempts: 'request.tooMany',
  captchaWrong: 'captcha.wrong',
  userNotExist: 'user.notExist',
  usernameExists: 'user.exists',
  verificationCode: 'sms.codeWrong',
  smsTooSoon: 'sms.tooSoon',
  invalidMobile: 'mobile.invalid',
  invalidAffiliate: 'affiliate.invalid',
  samePassword: 'modify.new.old.same',
  passwordMismatch: 'password.mismatch',
  emailIncorrect: 'email.incorrect',
  /** A username or a password the platform's own rule refuses (the form checked an older rule, or none). */
  accountFormat: 'account.formatError',
  passwordFormat: 'password.formatError',
  freeReject: 'free_reject',
  contactService: 'contact_service',
  insufficientBalance: 'wallet.insufficient',
  encryptionRequired: 'request.encryptionRequired',
  featureOff: 'feature.off',
  /** Player protection (contract/protection.ts) closed the session or the account for now; `value.until` says until when. */
  sessionLimit: 'protection.sessionLimit',
  timeOut: 'protection.timeOut',
  selfExcluded: 'protection.selfExcluded',
  /** A withdraw-only session (the player is on a break) asked for something other than withdrawing. */
  withdrawOnly: 'protection.withdrawOnly',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
