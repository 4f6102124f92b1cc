import * as z from 'zod/mini';
import { BREAK_PERIODS, LIMIT_KEYS } from '../protection';
import { DEPOSIT_STATUSES, PAYEE_KINDS, WITHDRAWAL_STATUSES } from '../payments';
import { officeCalls, type StaffRole } from './define';

/*
 * The cashier's room: the withdrawal queue, one request with the player's context, the decision
 * (approve with the payout reference, reject with the reason the player reads), and the deposits
 * with their gateway state. Withdrawals keep the platform's states (PENDING, PAID, REJECTED,
 * CANCELLED): the player's records show what the cashier decided in the same words.
 */

const CASHIER_ROLES: readonly StaffRole[] = ['cashier', 'admin'];

/** Rows on one page of a cashier list. */
export const CASHIER_PAGE_SIZE = 50;

const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));
const pageNumber = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1);
/** Amounts as the platform answers them: decimal text with two places. */
const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
const time = z.string();

const member = z.object({ id: z.int(), username: z.string() });
const page = <T extends z.ZodMiniType>(row: T) => z.object({ list: z.array(row), page: z.int(), pageSize: z.int(), total: z.int() });

/** Who decided a request and when; null while it waits. A player's own cancel names no staff. */
const decisionSchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES),
  /** A staff member's username, "dev-tools" for the development shortcut, null for the player's cancel. */
  by: z.nullable(z.string()),
  at: time,
  payoutReference: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});

const payeeSchema = z.object({
  kind: z.enum(PAYEE_KINDS),
  provider: z.string(),
  accountName: z.string(),
  /** Only the last four digits: the queue shows no full number. */
  maskedNumber: z.string(),
});

export const cashierWithdrawalSchema = z.object({
  id: z.int(),
  createdAt: time,
  amount: money,
  status: z.enum(WITHDRAWAL_STATUSES),
  member,
  payee: payeeSchema,
  decision: z.nullable(decisionSchema),
});
export type CashierWithdrawal = z.infer<typeof cashierWithdrawalSchema>;

const depositRow = z.object({ id: z.int(), amount: money, paid: z.nullable(money), status: z.enum(DEPOSIT_STATUSES), createdAt: time });
const withdrawalRow = z.object({ id: z.int(), amount: money, status: z.enum(WITHDRAWAL_STATUSES), createdAt: time });
/** A stake as the platform counts it (net of refunds: a cancelled draw line is no stake) and what its round paid back. */
const betRow = z.object({
  at: time,
  game: z.nullable(z.string()),
  stake: money,
  won: money,
  /** A draw line still waiting for its draw counts for nothing yet. */
  settled: z.boolean(),
});
/** Settled stakes and wins over a period, and wins less stakes. */
const betFigures = z.object({ bets: money, wins: money, net: money });

export const withdrawalDetailSchema = z.object({
  ...cashierWithdrawalSchema.shape,
  /** The full number, which the cashier pays to: shown in the detail only. */
  payee: z.object({ ...payeeSchema.shape, accountNumber: z.string() }),
  player: z.object({
    balance: money,
    /** Bonus money still under a turnover requirement, and the turnover still to bet. */
    bonusLocked: money,
    turnoverLeft: money,
    deposits: z.array(depositRow),
    withdrawals: z.array(withdrawalRow),
    bets: z.array(betRow),
    last7Days: betFigures,
    last30Days: betFigures,
    /** Player protection, read-only: the cashier cannot change a break or a limit. */
    protection: z.object({
      activeBreak: z.nullable(z.object({ period: z.enum(BREAK_PERIODS), endsAt: time, selfExclusion: z.boolean() })),
      /** The limits the player has set, with what their period has used. */
      limits: z.array(z.object({ key: z.enum(LIMIT_KEYS), value: z.string(), used: z.string(), remaining: z.nullable(z.string()) })),
    }),
  }),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

export const cashierDepositSchema = z.object({
  id: z.int(),
  member,
  channel: z.string(),
  amount: money,
  paid: z.nullable(money),
  bonus: money,
  status: z.enum(DEPOSIT_STATUSES),
  amountMismatch: z.boolean(),
  /** The deposit's reference at the gateway. */
  reference: z.string(),
  createdAt: time,
  expiresAt: time,
  settledAt: z.nullable(time),
  /** Verified gateway callbacks received for it, and the last one's outcome. */
  callbacks: z.int(),
  lastCallback: z.nullable(z.object({ outcome: z.string(), at: time })),
});
export type CashierDeposit = z.infer<typeof cashierDepositSchema>;

const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

export const cashierCalls = officeCalls({
  listWithdrawals: {
    method: 'GET',
    path: '/office/api/cashier/withdrawals',
    roles: CASHIER_ROLES,
    request: z.strictObject({
      status: z._default(z.enum([...WITHDRAWAL_STATUSES, 'all']), 'PENDING'),
      page: pageNumber,
    }),
    response: page(cashierWithdrawalSchema),
  },
  getWithdrawal: {
    method: 'GET',
    path: '/office/api/cashier/withdrawal',
    roles: CASHIER_ROLES,
    request: z.strictObject({ id }),
    response: withdrawalDetailSchema,
  },
  /**
   * Pays a pending request. The same approval repeated by the same staff member with the same
   * reference answers the request as it stands; any other decision on a decided request is
   * refused with 409 office.alreadyDecided, its value the request as decided.
   */
  approveWithdrawal: {
    method: 'POST',
    path: '/office/api/cashier/withdrawal/approve',
    roles: CASHIER_ROLES,
    request: z.strictObject({ id, payoutReference: trimmed(1, 64) }),
    response: cashierWithdrawalSchema,
  },
  /** Rejects a pending request: the hold goes back to the balance and the reason to the player's inbox. Repeats as approve does. */
  rejectWithdrawal: {
    method: 'POST',
    path: '/office/api/cashier/withdrawal/reject',
    roles: CASHIER_ROLES,
    request: z.strictObject({ id, reason: trimmed(1, 500) }),
    response: cashierWithdrawalSchema,
  },
  listDeposits: {
    method: 'GET',
    path: '/office/api/cashier/deposits',
    roles: CASHIER_ROLES,
    request: z.strictObject({
      status: z._default(z.enum([...DEPOSIT_STATUSES, 'all']), 'all'),
      page: pageNumber,
    }),
    response: page(cashierDepositSchema),
  },
});
