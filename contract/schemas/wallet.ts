import * as z from 'zod/mini';
import { PAGE_SIZE } from '../domain';
import { LEDGER_KINDS } from '../wallet';
import { emptyRequest, q } from './define';

export const walletSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  /** True for a trial (free-play) account's play money. */
  playMoney: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;
export const ledgerEntrySchema = z.object({
  id: z.int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  balanceAfter: z.number(),
  roundId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Each call's request and response. */
export const walletSchemas = {
  getBalance: {
    request: emptyRequest,
    response: walletSchema,
  },
  getLedger: {
    request: z.strictObject({
      pageNo: z._default(q.int(1, 10_000), 1),
      pageSize: z._default(q.int(1, 100), PAGE_SIZE),
      playMoney: z._default(q.flag(), false),
    }),
    response: z.object({
      list: z.array(ledgerEntrySchema),
      pageNum: z.int(),
      totalPages: z.int(),
      totalCount: z.int(),
    }),
  },
};
