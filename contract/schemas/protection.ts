import * as z from 'zod/mini';
import { MONEY_PATTERN } from '../payments';
import { BREAK_PERIODS, HISTORY_ACTIONS, LIMIT_KEYS, REALITY_CHECK_ANSWERS, REALITY_CHECK_MINUTES } from '../protection';
import { emptyRequest } from './define';

const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

export const protectionLimitSchema = z.object({
  key: z.enum(LIMIT_KEYS),
  /** The limit in force: an amount ("500.00"), or minutes for the session limit; null when none. */
  value: z.nullable(z.string()),
  /** A raise or removal waiting: what it will be (null: no limit) and from when the player may confirm it. */
  pending: z.nullable(z.object({ value: z.nullable(z.string()), confirmableAt: z.string(), confirmable: z.boolean() })),
  /** What the limit's period has used so far (deposited, or net loss); minutes of this session for the session limit. */
  used: z.string(),
  /** What is left in the period; null without a limit. */
  remaining: z.nullable(z.string()),
});
export type ProtectionLimit = z.infer<typeof protectionLimitSchema>;

export const protectionHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** The limit, interval or break it concerns (LIMIT_KEYS, minutes, BREAK_PERIODS). */
  subject: z.nullable(z.string()),
  value: z.nullable(z.string()),
  previous: z.nullable(z.string()),
});
export type ProtectionHistoryEntry = z.infer<typeof protectionHistoryEntrySchema>;

export const protectionStateSchema = z.object({
  now: z.string(),
  limits: z.array(protectionLimitSchema),
  realityCheckMinutes: z.nullable(z.int()),
  /** A break in force (this session can still withdraw and read, nothing else). */
  activeBreak: z.nullable(z.object({ period: z.enum(BREAK_PERIODS), endsAt: z.string(), selfExclusion: z.boolean() })),
  history: z.array(protectionHistoryEntrySchema),
  /** Where to get help: the operator's customer service contacts. */
  help: z.array(z.object({ csType: z.string(), title: z.string(), path: z.string() })),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

export const realityCheckStatusSchema = z.object({
  /** Off when the player set no reality check. */
  enabled: z.boolean(),
  /** When play began in this session; null before the first game launch. */
  startedAt: z.nullable(z.string()),
  /** When the next check is due; null when off or before play. */
  dueAt: z.nullable(z.string()),
  due: z.boolean(),
  /** Seconds from now until it is due (0 when due): the client counts down from the platform's clock. */
  dueInSeconds: z.nullable(z.int()),
  playedMinutes: z.int(),
  bet: money,
  won: z.string(),
  net: z.string(),
});
export type RealityCheckStatus = z.infer<typeof realityCheckStatusSchema>;

const limitValue = z.nullable(
  z.string().check(
    z.maxLength(16),
    z.regex(MONEY_PATTERN, 'an amount with at most two decimals'),
    z.refine((v) => /[1-9]/.test(v), 'a limit above zero'),
  ),
);

export const protectionSchemas = {
  getProtection: { request: emptyRequest, response: protectionStateSchema },
  setProtectionLimit: {
    /** value: an amount for money limits, whole minutes for SESSION_MINUTES; null removes the limit. */
    request: z.strictObject({ key: z.enum(LIMIT_KEYS), value: limitValue }),
    response: protectionStateSchema,
  },
  confirmProtectionLimit: { request: z.strictObject({ key: z.enum(LIMIT_KEYS) }), response: protectionStateSchema },
  setRealityCheck: {
    request: z.strictObject({ minutes: z.nullable(z.literal(REALITY_CHECK_MINUTES)) }),
    response: protectionStateSchema,
  },
  getRealityCheck: { request: emptyRequest, response: realityCheckStatusSchema },
  answerRealityCheck: {
    request: z.strictObject({ answer: z.enum(REALITY_CHECK_ANSWERS) }),
    response: realityCheckStatusSchema,
  },
  takeBreak: {
    /** The player types their login password to confirm: a break cannot be ended early. */
    request: z.strictObject({ period: z.enum(BREAK_PERIODS), password: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: z.object({ period: z.enum(BREAK_PERIODS), endsAt: z.string() }),
  },
};
