import * as z from 'zod/mini';
import {
  CHANNEL_GROUPS,
  DEPOSIT_STATUSES,
  MONEY_PATTERN,
  PAYEE_KINDS,
  PAYMENT_PASSWORD_PATTERN,
  RECORD_RANGES,
  WITHDRAWAL_STATUSES,
} from '../payments';
import { LEDGER_KINDS } from '../wallet';
import { emptyRequest, okValue, q } from './define';

/** An amount the client sends: the decimal text rule of MONEY_PATTERN, above zero. */
const moneyInput = z.string().check(
  z.regex(MONEY_PATTERN, 'an amount with at most two decimals'),
  z.refine((v) => /[1-9]/.test(v), 'an amount above zero'),
);
/** An amount the platform answers with: decimal text with two places. */
const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));
const paymentPassword = z.string().check(z.regex(PAYMENT_PASSWORD_PATTERN, 'six digits'));

export const depositChannelSchema = z.object({
  code: z.string(),
  group: z.enum(CHANNEL_GROUPS),
  name: z.string(),
  logo: z.string(),
  min: money,
  max: money,
  presets: z.array(money),
  /** The fee as a percentage with two places ("1.50"), taken from the amount paid in. */
  feePercent: money,
  processingMinutes: z.int(),
  enabled: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositBonusSchema = z.object({
  code: z.string(),
  name: z.string(),
  percent: z.int(),
  max: money,
  minDeposit: money,
  turnoverMultiple: z.int(),
  firstDepositOnly: z.boolean(),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;
export const depositChannelsSchema = z.object({ channels: z.array(depositChannelSchema) });
export type DepositChannels = z.infer<typeof depositChannelsSchema>;

export const depositOptionsSchema = z.object({
  channels: z.array(depositChannelSchema),
  /** Bonuses this member may choose now (a first-deposit bonus only before the first paid deposit). */
  bonuses: z.array(depositBonusSchema),
});
export type DepositOptions = z.infer<typeof depositOptionsSchema>;

export const depositSchema = z.object({
  id: z.int(),
  channelCode: z.string(),
  channelName: z.string(),
  amount: money,
  fee: money,
  /** What the gateway reported paid; null until it settles. */
  paid: z.nullable(money),
  bonus: money,
  status: z.enum(DEPOSIT_STATUSES),
  /** The gateway reported another amount than was asked: what was paid is credited. */
  amountMismatch: z.boolean(),
  /** The gateway's payment page while the deposit is pending. */
  paymentUrl: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type Deposit = z.infer<typeof depositSchema>;

export const payeeAccountSchema = z.object({
  id: z.int(),
  kind: z.enum(PAYEE_KINDS),
  provider: z.string(),
  /** Only the last four digits leave the platform. */
  maskedNumber: z.string(),
  accountName: z.string(),
});
export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

export const withdrawInfoSchema = z.object({
  balance: money,
  /** The balance minus bonus money still under a turnover requirement. */
  withdrawable: money,
  bonusLocked: money,
  /** Turnover still to bet before the locked bonus money becomes withdrawable. */
  turnoverLeft: money,
  min: money,
  max: money,
  dailyCountLimit: z.int(),
  dailyCountUsed: z.int(),
  dailyAmountLimit: money,
  dailyAmountUsed: money,
  paymentPasswordSet: z.boolean(),
  paymentPasswordLocked: z.boolean(),
  /** Setting or changing the payment password asks for an SMS code: the member has a verified mobile bound. */
  paymentPasswordNeedsCode: z.boolean(),
  payeeName: z.nullable(z.string()),
  payees: z.array(payeeAccountSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const withdrawalSchema = z.object({
  id: z.int(),
  amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  payee: payeeAccountSchema,
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A records page's query: a date range (Asia/Manila days) and where the last page ended. */
const recordsQuery = {
  range: z._default(z.enum(RECORD_RANGES), 'today'),
  /** YYYY-MM-DD, for the custom range. */
  from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  /** The `nextCursor` of the previous page. */
  cursor: z.optional(z.string().check(z.regex(/^\d{1,16}$/))),
  pageSize: z._default(q.int(1, 50), 20),
};
const page = <T extends z.ZodMiniType>(row: T) => z.object({ list: z.array(row), nextCursor: z.nullable(z.string()) });

export const ledgerLineSchema = z.object({
  id: z.int(),
  kind: z.enum(LEDGER_KINDS),
  amount: money,
  balanceAfter: money,
  createdAt: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

const profitFigures = { bets: money, wins: money, bonuses: money, rebates: money, net: money };
export const profitAndLossSchema = z.object({
  totals: z.object(profitFigures),
  /** One row per Asia/Manila day with any movement, newest first. */
  days: z.array(z.object({ date: z.string(), ...profitFigures })),
  /** Bets and wins by game type (bonuses and rebates belong to no game). */
  categories: z.array(z.object({ gameType: z.string(), bets: money, wins: money, net: money })),
});
export type ProfitAndLoss = z.infer<typeof profitAndLossSchema>;

/** Each call's request and response. */
export const paymentSchemas = {
  getDepositChannels: {
    request: emptyRequest,
    response: depositChannelsSchema,
  },
  getDepositOptions: {
    request: emptyRequest,
    response: depositOptionsSchema,
  },
  createDeposit: {
    request: z.strictObject({
      channelCode: z.string().check(z.minLength(1), z.maxLength(40)),
      amount: moneyInput,
      bonusCode: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
    }),
    response: depositSchema,
  },
  getDeposit: {
    request: z.strictObject({ id }),
    response: depositSchema,
  },
  getWithdrawInfo: {
    request: emptyRequest,
    response: withdrawInfoSchema,
  },
  setPaymentPassword: {
    request: z.strictObject({
      /** The login password when no payment password is set yet; the current payment password otherwise. */
      currentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
      newPaymentPassword: paymentPassword,
      /** The SMS code sent to the member's bound mobile; asked for only when a verified mobile is bound. */
      verificationCode: z.optional(z.string().check(z.regex(/^\d{4,10}$/, 'digits'))),
    }),
    response: okValue,
  },
  sendPaymentPasswordCode: {
    request: emptyRequest,
    response: z.object({ expirationTime: z.int(), resendAfter: z.int() }),
  },
  addPayee: {
    request: z.strictObject({
      kind: z.enum(PAYEE_KINDS),
      provider: z.string().check(z.minLength(1), z.maxLength(40)),
      accountNumber: z.string().check(z.minLength(1), z.maxLength(30)),
      accountName: z.string().check(z.minLength(1), z.maxLength(60)),
      paymentPassword,
    }),
    response: payeeAccountSchema,
  },
  removePayee: {
    request: z.strictObject({ id: z.int().check(z.gte(1)), paymentPassword }),
    response: okValue,
  },
  createWithdrawal: {
    request: z.strictObject({ payeeId: z.int().check(z.gte(1)), amount: moneyInput, paymentPassword }),
    response: withdrawalSchema,
  },
  getDepositRecords: {
    request: z.strictObject(recordsQuery),
    response: page(depositSchema),
  },
  getWithdrawalRecords: {
    request: z.strictObject({ ...recordsQuery, status: z.optional(z.enum(WITHDRAWAL_STATUSES)) }),
    response: page(withdrawalSchema),
  },
  getLedgerRecords: {
    request: z.strictObject({ ...recordsQuery, kind: z.optional(z.enum(LEDGER_KINDS)) }),
    response: page(ledgerLineSchema),
  },
  getProfitAndLoss: {
    request: z.strictObject({ range: recordsQuery.range, from: recordsQuery.from, to: recordsQuery.to }),
    response: profitAndLossSchema,
  },
  cancelWithdrawal: {
    request: z.strictObject({ id: z.int().check(z.gte(1)) }),
    response: withdrawalSchema,
  },
};
