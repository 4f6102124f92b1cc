import { parseMinorUnits } from '@contract/payments';

/** What a player typed, as the platform reads an amount: commas and spaces aside, else null. */
export function readAmount(typed: string): number | null {
  return parseMinorUnits(typed.replace(/[,\s]/g, ''));
}

/** A fresh idempotency key for one money request; re-sent unchanged when the network failed. */
export const newRequestKey = () => crypto.randomUUID();
