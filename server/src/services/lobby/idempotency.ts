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

/**
 * Runs `work` once per (member, key) inside the caller's transaction: a key seen before
 * answers what it answered the first time and does nothing else. The caller serialises
 * the member's writes (an advisory lock) so two copies of one request cannot both run.
 */
export async function onceByKey<T>(
  tx: Queryable,
  memberId: number,
  key: string | null,
  callName: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const seen = await tx.query<{ call_name: string; response: unknown }>(
    'SELECT call_name, response FROM idempotency_records WHERE member_id = $1 AND idem_key = $2',
    [memberId, key],
  );
  const record = seen.rows[0];
  if (record) {
    if (record.call_name !== callName) throw new ApiError(400, ERROR_CODES.badRequest, 'This idempotency key belongs to another request');
    return (typeof record.response === 'string' ? JSON.parse(record.response) : record.response) as T;
  }
  const answer = await work();
  await tx.query('INSERT INTO idempotency_records (member_id, idem_key, call_name, response) VALUES ($1, $2, $3, $4)', [
    memberId,
    key,
    callName,
    JSON.stringify(answer),
  ]);
  return answer;
}

/** Advisory-lock classes: one lock per member and purpose, released when the transaction ends. */
export const LOCK_CLASS = { favourites: 5101 } as const;

export async function lockMember(tx: Queryable, lockClass: number, memberId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [lockClass, memberId]);
}
