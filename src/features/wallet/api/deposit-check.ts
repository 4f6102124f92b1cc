import type { Deposit } from '@contract/payments';
import { depositSchema } from '@contract/schemas/payments';

/** The check a stored deposit copy must pass when read back (loaded only when a copy exists). */
export const isDeposit = (value: unknown): value is Deposit => depositSchema.safeParse(value).success;
