import { ERROR_CODES } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

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
