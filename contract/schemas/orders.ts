import * as z from 'zod/mini';
import { HILO_GUESSES, SLOT_SYMBOLS } from '../lobby';
import { ORDER_CURSOR_PATTERN, ORDER_STATUSES, SUB_ORDER_KINDS } from '../orders';
import { RECORD_RANGES } from '../payments';
import { q } from './define';
import { gameTypeSchema } from './domain';
import { playingCardSchema } from './lobby';

/** An amount the platform answers with: decimal text with two places. */
const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
const orderNo = z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,80}$/));

export const betOrderSchema = z.object({
  /** The order number: the round's id. */
  orderNo: z.string(),
  createdAt: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  vendor: z.string(),
  bet: money,
  /** The part of the bet that counts for turnover: all of a settled round's bet. */
  validBet: money,
  win: money,
  /** Win minus bet. */
  net: money,
  status: z.enum(ORDER_STATUSES),
});
export type BetOrder = z.infer<typeof betOrderSchema>;

const totalsSchema = z.object({ count: z.int(), bet: money, validBet: money, win: money, net: money });

export const betOrderPageSchema = z.object({
  list: z.array(betOrderSchema),
  nextCursor: z.nullable(z.string()),
  /** Every order of the range and type, not only this page's. */
  totals: totalsSchema,
});
export type BetOrderPage = z.infer<typeof betOrderPageSchema>;

export const subOrderSchema = z.object({
  subOrderNo: z.string(),
  kind: z.enum(SUB_ORDER_KINDS),
  /** LINE: the payline (1-based) and, when it paid, the symbol and how many in a row. */
  line: z.nullable(z.int()),
  symbol: z.nullable(z.enum(SLOT_SYMBOLS)),
  count: z.nullable(z.int()),
  /** GUESS: the guess and what it paid as a multiple of the stake. */
  guess: z.nullable(z.enum(HILO_GUESSES)),
  odds: z.nullable(z.number()),
  /** PICK: the three digits the line picked. */
  pick: z.nullable(z.string()),
  /** True while the line can still be cancelled for its stake back (open, before the draw's cut-off). */
  cancellable: z.boolean(),
  stake: money,
  win: money,
  status: z.enum(ORDER_STATUSES),
});
export type SubOrder = z.infer<typeof subOrderSchema>;

const roundResultSchema = z.discriminatedUnion('kind', [
  /** grid[row][reel]. */
  z.object({ kind: z.literal('SLOT'), grid: z.array(z.array(z.enum(SLOT_SYMBOLS))) }),
  z.object({ kind: z.literal('HILO'), card: playingCardSchema, next: playingCardSchema, won: z.boolean() }),
  /** The draw the ticket is in; `numbers` once drawn. */
  z.object({ kind: z.literal('DRAW'), drawNo: z.string(), drawAt: z.string(), closesAt: z.string(), numbers: z.nullable(z.string()) }),
]);

export const betOrderDetailSchema = z.object({
  order: betOrderSchema,
  subOrders: z.array(subOrderSchema),
  result: roundResultSchema,
});
export type BetOrderDetail = z.infer<typeof betOrderDetailSchema>;

export const subOrderCancelSchema = z.object({
  subOrderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The stake given back. */
  refund: money,
  balance: money,
});
export type SubOrderCancel = z.infer<typeof subOrderCancelSchema>;

/** Each call's request and response. */
export const orderSchemas = {
  getOrders: {
    request: z.strictObject({
      range: z._default(z.enum(RECORD_RANGES), 'today'),
      /** YYYY-MM-DD, for the custom range. */
      from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
      to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
      gameType: z.optional(gameTypeSchema),
      /** The `nextCursor` of the previous page. */
      cursor: z.optional(z.string().check(z.regex(ORDER_CURSOR_PATTERN))),
      pageSize: z._default(q.int(1, 50), 20),
    }),
    response: betOrderPageSchema,
  },
  getOrderDetail: {
    request: z.strictObject({ orderNo }),
    response: betOrderDetailSchema,
  },
  cancelSubOrder: {
    request: z.strictObject({ subOrderNo: orderNo }),
    response: subOrderCancelSchema,
  },
};
