/**
 * Player protection: deposit and loss limits, a session time limit, reality checks, time-outs
 * and self-exclusion. The platform enforces every rule; these are the shared names and rules.
 */
export { protectionCalls } from './calls/protection';
export type { ProtectionState, ProtectionLimit, ProtectionHistoryEntry, RealityCheckStatus } from './schemas/protection';

export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Every limit a player can set: money limits per period, and a time limit on one session (minutes). */
export const LIMIT_KEYS = [
  'DEPOSIT_DAY',
  'DEPOSIT_WEEK',
  'DEPOSIT_MONTH',
  'LOSS_DAY',
  'LOSS_WEEK',
  'LOSS_MONTH',
  'SESSION_MINUTES',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];
export const limitPeriodOf = (key: LimitKey): LimitPeriod => (key.endsWith('WEEK') ? 'WEEK' : key.endsWith('MONTH') ? 'MONTH' : 'DAY');

/** A session time limit runs from 10 minutes to a whole day. */
export const SESSION_LIMIT_RANGE = { min: 10, max: 1440 } as const;

/** Raising or removing a limit waits this long, then needs the player's confirmation. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** How often a reality check interrupts play, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;

/** A time-out: a short break from play. */
export const TIME_OUT_PERIODS = ['24H', '7D', '30D', '6W'] as const;
/** Self-exclusion, as the Philippine regulator sets it: 6 months, 1 year or 5 years. */
export const SELF_EXCLUSION_PERIODS = ['6M', '1Y', '5Y'] as const;
export const BREAK_PERIODS = [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export const isSelfExclusion = (period: BreakPeriod) => (SELF_EXCLUSION_PERIODS as readonly string[]).includes(period);
/** A self-exclusion ends only after its period and this cooling-off. */
export const COOLING_OFF_HOURS = 24;

/** Periods start at midnight Philippine time (UTC+8); weeks start on Monday. */
export const PROTECTION_UTC_OFFSET_HOURS = 8;

/** What each entry of the settings history records. */
export const HISTORY_ACTIONS = [
  'LIMIT_SET',
  'LIMIT_LOWERED',
  'LIMIT_RAISE_REQUESTED',
  'LIMIT_RAISE_CONFIRMED',
  'LIMIT_RAISE_CANCELLED',
  'REALITY_CHECK_SET',
  'TIME_OUT',
  'SELF_EXCLUSION',
  'SESSION_LIMIT_REACHED',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The answers a reality check takes. */
export const REALITY_CHECK_ANSWERS = ['CONTINUE', 'LOG_OUT'] as const;

/** Refusals of play and money by the player's own limits; `value` says how much is left (translated by the pages that show them). */
export const PLAY_LIMIT_ERRORS = {
  depositLimit: 'protection.depositLimit',
  lossLimit: 'protection.lossLimit',
  realityCheckDue: 'protection.realityCheckDue',
} as const;

/** Error codes of the protection calls themselves, translated under `protection:errors.*`. */
export const PROTECTION_ERRORS = {
  nothingToConfirm: 'protection.nothingToConfirm',
  notYetConfirmable: 'protection.notYetConfirmable',
  breakShorter: 'protection.breakShorter',
  passwordWrong: 'protection.passwordWrong',
} as const;
