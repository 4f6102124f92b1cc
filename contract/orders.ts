/** Bet orders: one round a member played with real money, its status and the bet records calls' error codes. */

/**
 * The slots and Hi-Lo settle a round as it is played. A draw ticket is OPEN until its draw,
 * then SETTLED; a line cancelled before the cut-off is CANCELLED, and so is a ticket whose
 * every line was.
 */
export const ORDER_STATUSES = ['OPEN', 'SETTLED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a sub-order of a round is: one payline of a slot spin, the guess of a Hi-Lo round, or a line of a draw ticket. */
export const SUB_ORDER_KINDS = ['LINE', 'GUESS', 'PICK'] as const;

/** Error codes of the bet records calls, translated on the client under `orders:errors.*`. */
export const ORDER_ERRORS = {
  notFound: 'order.notFound',
  /** The draw's tickets have closed: its lines wait for the draw and can no longer be cancelled. */
  closed: 'order.closed',
  /** The sub-order is settled already. */
  settled: 'order.settled',
} as const;

/**
 * The place a list page ended: the last order's time (UTC, to the microsecond) and its order
 * number, which together order every round without ties.
 */
export const ORDER_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[A-Za-z0-9._:-]{1,80}$/;

export { orderCalls } from './calls/orders';
export type { BetOrder, BetOrderPage, BetOrderDetail, SubOrder, SubOrderCancel } from './schemas/orders';
