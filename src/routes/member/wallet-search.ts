import * as z from 'zod/mini';
import { lazySearch } from '@/lib/lazy-search';

const id = () => z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))), undefined);

/** /m/voucherCenter?deposit= : the deposit whose status to follow (the gateway sends the player back here). */
export const depositSearch = lazySearch(() => z.object({ deposit: id() }));

const day = () => z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const range = () => z.catch(z._default(z.enum(['today', 'yesterday', 'last7', 'last30', 'custom']), 'today'), 'today');

/** A records page's range (and custom days) in the address, so a reload or a shared link shows the same rows. */
export const recordsSearch = lazySearch(() => z.object({ range: range(), from: day(), to: day() }));

/** /m/transaction/record also keeps its ledger-kind filter in the address. */
export const transactionSearch = lazySearch(() =>
  z.object({
    range: range(),
    from: day(),
    to: day(),
    kind: z.catch(
      z.optional(z.enum(['DEMO_CREDIT', 'BET', 'WIN', 'DEPOSIT', 'BONUS', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'REBATE'])),
      undefined,
    ),
  }),
);
