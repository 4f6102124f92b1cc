import { ERROR_CODES } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** Keys a client may send: a UUID or any similar token. */
const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;

/** Reads the idempotency-key header; a malformed key is the caller's mistake (400). */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new ApiError(400, ERROR_CODES.badRequest, 'idempotency-key: 8 to 100 letters, digits or _ : . -');
  }
  return header;
}

/** Advisory-lock classes: one lock per member and purpose, released when the transaction ends. */
export const LOCK_CLASS = { favourites: 5101 } as const;

export async function lockMember(tx: Queryable, lockClass: number, memberId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [lockClass, memberId]);
}
