import { ERROR_CODES } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

export const LOGIN_LIMITS = {
  attemptsPerMinutePerAddress: 10,
  failuresBeforeLock: 5,
  failureWindowMinutes: 30,
  lockMinutes: 15,
} as const;

/**
 * Brute-force brakes on login: at most 10 attempts a minute from one address; a captcha
 * once a name has failed; the name locked for 15 minutes after 5 failures in 30 minutes.
 * Failures are kept by the name tried, so an unknown name behaves exactly like a real one.
 */
export function createLoginGuard(db: Queryable) {
  return {
    /** Counts this attempt and refuses it when the address has made too many this minute. */
    async admitAttempt(ip: string): Promise<void> {
      if (Math.random() < 0.02) await db.query(`DELETE FROM login_attempts WHERE at < now() - interval '10 minutes'`);
      const { rows } = await db.query<{ recent: number }>(
        `WITH added AS (INSERT INTO login_attempts (ip) VALUES ($1) RETURNING id)
         SELECT count(*)::int AS recent FROM login_attempts WHERE ip = $1 AND at > now() - interval '1 minute'`,
        [ip],
      );
      if ((rows[0]?.recent ?? 0) >= LOGIN_LIMITS.attemptsPerMinutePerAddress) {
        throw new ApiError(429, ERROR_CODES.tooManyAttempts, 'Too many login attempts; wait a minute and try again');
      }
    },

    async isLocked(loginKey: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM login_locks WHERE login_key = $1 AND locked_until > now()', [loginKey]);
      return rows.length > 0;
    },

    async needsCaptcha(loginKey: string): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT 1 FROM login_failures WHERE login_key = $1 AND at > now() - make_interval(mins => $2) LIMIT 1`,
        [loginKey, LOGIN_LIMITS.failureWindowMinutes],
      );
      return rows.length > 0;
    },

    /** Records a failure; true when it locked the name. */
    async recordFailure(loginKey: string, ip: string): Promise<boolean> {
      const { rows } = await db.query<{ failures: number }>(
        `WITH added AS (INSERT INTO login_failures (login_key, ip) VALUES ($1, $2) RETURNING id)
         SELECT (count(*) + 1)::int AS failures FROM login_failures WHERE login_key = $1 AND at > now() - make_interval(mins => $3)`,
        [loginKey, ip, LOGIN_LIMITS.failureWindowMinutes],
      );
      if ((rows[0]?.failures ?? 0) < LOGIN_LIMITS.failuresBeforeLock) return false;
      await db.query(
        `INSERT INTO login_locks (login_key, locked_until) VALUES ($1, now() + make_interval(mins => $2))
         ON CONFLICT (login_key) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
        [loginKey, LOGIN_LIMITS.lockMinutes],
      );
      // The lock starts a fresh count: after it ends the name gets five tries again.
      await db.query('DELETE FROM login_failures WHERE login_key = $1', [loginKey]);
      return true;
    },

    async clearFailures(loginKey: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE login_key = $1', [loginKey]);
    },

    /** Development tools only: forget every address's attempts (end-to-end tests share one address). */
    async resetAddressLimits(): Promise<void> {
      await db.query('DELETE FROM login_attempts');
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
