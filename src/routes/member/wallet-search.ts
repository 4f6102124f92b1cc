import * as z from 'zod/mini';
import { lazySearch } from '@/lib/lazy-search';

const id = () => z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))), undefined);

/** /m/voucherCenter?deposit= : the deposit whose status to follow (the gateway sends the player back here). */
export const depositSearch = lazySearch(() => z.object({ deposit: id() }));
