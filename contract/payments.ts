/** Deposits, withdrawals and payee accounts: their states, the money text rule and the wallet calls' error codes. */
export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED', 'CANCELLED'] as const;
export const CHANNEL_GROUPS = ['EWALLET', 'BANK', 'QR', 'OTC'] as const;
export const PAYEE_KINDS = ['EWALLET', 'BANK'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

/** Where withdrawals can be paid: e-wallets take an 11-digit mobile number (09…), banks an account number. */
export const PAYEE_PROVIDERS: Record<PayeeKind, readonly string[]> = {
  EWALLET: ['GCash', 'Maya', 'GrabPay'],
  BANK: ['BDO', 'BPI', 'Metrobank', 'Landbank', 'UnionBank', 'Security Bank'],
};
export const PAYEE_NUMBER_PATTERNS: Record<PayeeKind, RegExp> = {
  EWALLET: /^09\d{9}$/,
  BANK: /^\d{10,16}$/,
};

/** The payment password: six digits, apart from the login password. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** Error codes of the wallet calls, translated on the client under `wallet:errors.*`. */
export const WALLET_ERRORS = {
  amountInvalid: 'amount.invalid',
  amountRange: 'amount.range',
  channelClosed: 'deposit.channelClosed',
  bonusUnavailable: 'deposit.bonusUnavailable',
  notWithdrawable: 'withdraw.overWithdrawable',
  dailyCount: 'withdraw.dailyCount',
  dailyAmount: 'withdraw.dailyAmount',
  notPending: 'withdraw.notPending',
  payeeMissing: 'payee.missing',
  payeeNameMismatch: 'payee.nameMismatch',
  payeeNumber: 'payee.number',
  payeeExists: 'payee.exists',
  payeeNameNotSet: 'payee.nameNotSet',
  paymentPasswordWrong: 'paymentPassword.wrong',
  paymentPasswordLocked: 'paymentPassword.locked',
  paymentPasswordNotSet: 'paymentPassword.notSet',
  paymentPasswordSet: 'paymentPassword.alreadySet',
  loginPasswordWrong: 'paymentPassword.loginPasswordWrong',
  paymentPasswordCodeRequired: 'paymentPassword.codeRequired',
  paymentPasswordNoMobile: 'paymentPassword.noMobile',
  rangeInvalid: 'records.range',
} as const;

/**
 * Money on the wire: a decimal string of ASCII digits with at most two places, no sign, no
 * exponent, at most 12 whole digits. Anything else (`1e309`, `-0`, `0.001`, full-width digits,
 * 20-digit numbers, empty text) is refused before any arithmetic happens.
 */
export const MONEY_PATTERN = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;

/** A money text in minor units (centavos), or null when it is not a valid amount. Integer arithmetic only. */
export function parseMinorUnits(text: string): number | null {
  if (!MONEY_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units as the API's decimal text with two places: 123456 → "1234.56". */
export function formatMinorUnits(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The platform's decimal money text with the site's symbol and grouping (₱12,345.60), done on
 * the text itself: no amount passes through a floating-point number. The app and the pages the
 * server paints write money the same way.
 */
export function formatMoneyText(text: string, symbol: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** A preset, limit or rate as a player reads it: "500.00" → "500", "450.50" stays. */
export const plainAmount = (text: string) => text.replace(/\.00$/, '');

export { paymentCalls } from './calls/payments';
export type {
  DepositChannel,
  DepositChannels,
  DepositOptions,
  DepositBonus,
  Deposit,
  WithdrawInfo,
  PayeeAccount,
  Withdrawal,
  LedgerLine,
  ProfitAndLoss,
} from './schemas/payments';

/** The records pages' date ranges; `custom` takes a from and to date (Asia/Manila days), at most this many days. */
export const RECORD_RANGES = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];
export const CUSTOM_RANGE_MAX_DAYS = 90;
