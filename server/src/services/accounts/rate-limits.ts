import { ERROR_CODES } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * Counters of abuse-prone calls (SMS sent, usernames checked, captchas issued), kept in the
 * database so every instance counts the same events. An event is counted only when it is
 * let through, so refused floods do not push a shared limit (all SMS a minute) further out.
 */
export function createRateLimits(db: Queryable, exemptAddress: (ip: string) => boolean) {
  const limits = {
    /**
     * Lets one event of `bucket` through when fewer than `limit` passed in the last
     * `windowSeconds`; otherwise a 429 with Retry-After.
     */
    async take(bucket: string, limit: number, windowSeconds: number, message: string, q: Queryable = db): Promise<void> {
      if (Math.random() < 0.02) {
        await q.query(`DELETE FROM rate_events WHERE id IN (SELECT id FROM rate_events WHERE at < now() - interval '1 day' LIMIT 500)`);
      }
      const { rows } = await q.query(
        `INSERT INTO rate_events (bucket)
         SELECT $1 WHERE (SELECT count(*) FROM rate_events WHERE bucket = $1 AND at > now() - make_interval(secs => $3)) < $2
         RETURNING id`,
        [bucket, limit, windowSeconds],
      );
      if (rows.length === 0) {
        const retryAfter = Math.min(windowSeconds, 60);
        throw new ApiError(429, ERROR_CODES.tooManyAttempts, message, { retryAfter }, retryAfter);
      }
    },

    /** `take` for one client address's bucket of `kind`; an exempt address is not counted. */
    async takeForAddress(
      kind: string,
      ip: string,
      limit: number,
      windowSeconds: number,
      message: string,
      q: Queryable = db,
    ): Promise<void> {
      if (!exemptAddress(ip)) await limits.take(`${kind}:ip:${ip}`, limit, windowSeconds, message, q);
    },
  };
  return limits;
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * The address and overall limits every SMS the platform sends is held to, beside each number's own
 * (one a minute, five an hour): `admit` for `SmsCodeService.send`.
 */
export const smsAdmission =
  (rateLimits: RateLimits, limits: { smsPerAddressPerHour: number; smsPerMinute: number }, ip: string) =>
  async (tx: Queryable): Promise<void> => {
    await rateLimits.takeForAddress('sms', ip, limits.smsPerAddressPerHour, 3600, 'Too many codes from this address; try again later', tx);
    await rateLimits.take('sms:all', limits.smsPerMinute, 60, 'Too many codes are being sent; try again in a minute', tx);
  };
