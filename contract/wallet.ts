import * as z from 'zod/mini';
import { defineCall, emptyRequest, q } from './define';
import { PAGE_SIZE } from './domain';

export const walletSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  /** True for a trial (free-play) account's play money. */
  playMoney: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** Why money moved: the opening demo credit, a bet, a win. */
export const LEDGER_KINDS = ['DEMO_CREDIT', 'BET', 'WIN'] as const;

export const ledgerEntrySchema = z.object({
  id: z.int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  balanceAfter: z.number(),
  roundId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const walletCalls = {
  getBalance: defineCall({
    name: 'getBalance',
    method: 'GET',
    path: '/wps/wallet/balance',
    moduleId: 'CBS3',
    auth: 'member',
    encoding: 'query',
    request: emptyRequest,
    response: walletSchema,
  }),
  getLedger: defineCall({
    name: 'getLedger',
    method: 'GET',
    path: '/wps/wallet/ledger',
    moduleId: 'CBS3',
    auth: 'member',
    encoding: 'query',
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
  }),
};
