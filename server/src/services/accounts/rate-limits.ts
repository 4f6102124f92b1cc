import { ERROR_CODES } from '../../../../contract/errors';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * Counters of abuse-prone calls (SMS sent, usernames checked, captchas issued), kept in the
 * database so every instance counts the same events. An event is counted only when it is
 * let through, so refused floods do not push a shared limit (all SMS a minute) further out.
 */
export function createRateLimits(db: Database, exemptAddress: (ip: string) => boolean) {
  const limits = {
    /**
     * Lets one event of `bucket` through when fewer than `limit` passed in the last
     * `windowSeconds`; otherwise a 429 with Retry-After.
     */
    async take(bucket: string, limit: number, windowSeconds: number, message: string, q?: Queryable): Promise<void> {
      if (Math.random() < 0.02) {
        await (q ?? db).query(
          `DELETE FROM rate_events WHERE id IN (SELECT id FROM rate_events WHERE at < now() - interval '1 day' LIMIT 500)`,
        );
      }
      const admit = async (tx: Queryable) => {
        // Counting and adding are two statements: on PostgreSQL, requests racing on one bucket take turns,
        // or ten at once from one address would all count under the limit.
        if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`rate:${bucket}`]);
        const { rows } = await tx.query(
          `INSERT INTO rate_events (bucket)
           SELECT $1 WHERE (SELECT count(*) FROM rate_events WHERE bucket = $1 AND at > now() - make_interval(secs => $3)) < $2
           RETURNING id`,
          [bucket, limit, windowSeconds],
        );
        return rows.length > 0;
      };
      // Inside the caller's transaction (an SMS being sent) the turn lasts until it commits; alone, a transaction of its own.
      if (!(q ? await admit(q) : await db.transaction(admit))) {
        const retryAfter = Math.min(windowSeconds, 60);
        throw new ApiError(429, ERROR_CODES.tooManyAttempts, message, { retryAfter }, retryAfter);
      }
    },

    /** `take` for one client address's bucket of `kind`; an exempt address is not counted. */
    async takeForAddress(kind: string, ip: string, limit: number, windowSeconds: number, message: string, q?: Queryable): Promise<void> {
      if (!exemptAddress(ip)) await limits.take(`${kind}:ip:${ip}`, limit, windowSeconds, message, q);
    },
  };
  return limits;
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * The most SMS one address may send in a minute: a twentieth of the site's minute budget (at
 * least one), so it takes twenty addresses at once, not a handful, to spend that budget and keep
 * everyone else's codes from going out.
 */
export const smsPerAddressPerMinute = (smsPerMinute: number) => Math.max(1, Math.floor(smsPerMinute / 20));

/**
 * The address and overall limits every SMS the platform sends is held to, beside each number's own
 * (one a minute, five an hour): `admit` for `SmsCodeService.send`.
 */
export const smsAdmission =
  (rateLimits: RateLimits, limits: { smsPerAddressPerHour: number; smsPerMinute: number }, ip: string) =>
  async (tx: Queryable): Promise<void> => {
    const busyAddress = 'Too many codes from this address; try again later';
    await rateLimits.takeForAddress('sms-minute', ip, smsPerAddressPerMinute(limits.smsPerMinute), 60, busyAddress, tx);
    await rateLimits.takeForAddress('sms', ip, limits.smsPerAddressPerHour, 3600, busyAddress, tx);
    await rateLimits.take('sms:all', limits.smsPerMinute, 60, 'Too many codes are being sent; try again in a minute', tx);
  };
