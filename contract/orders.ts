/** Bet orders: one round a member played with real money, its status and the bet records calls' error codes. */

/** The in-house games settle a round as it is played: every order they write is settled. */
export const ORDER_STATUSES = ['SETTLED'] as const;

/** What a sub-order of a round is: one payline of a slot spin, or the guess of a Hi-Lo round. */
export const SUB_ORDER_KINDS = ['LINE', 'GUESS'] as const;

/** Error codes of the bet records calls, translated on the client under `wallet:errors.*`. */
export const ORDER_ERRORS = {
  notFound: 'order.notFound',
} as const;

/**
 * The place a list page ended: the last order's time (UTC, to the microsecond) and its order
 * number, which together order every round without ties.
 */
export const ORDER_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[A-Za-z0-9._:-]{1,80}$/;

export { orderCalls } from './calls/orders';
export type { BetOrder, BetOrderPage, BetOrderDetail, SubOrder } from './schemas/orders';
