import { depositSchema } from '@contract/schemas/payments';

/** The check a stored deposit copy must pass when read back (loaded only when a copy exists). */
export const isDeposit = (value: unknown): value is import('@contract/payments').Deposit => depositSchema.safeParse(value).success;
