import { ERROR_CODES } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

export const LOGIN_LIMITS = {
  attemptsPerMinutePerAddress: 10,
  /** Failures of one name from one address before that address is locked out of that name. */
  failuresBeforeLock: 5,
  failureWindowMinutes: 30,
  lockMinutes: 15,
  /** Failures of one name from all addresses before addresses that failed on it must wait between tries. */
  failuresBeforeDelay: 5,
  /** The longest wait: the delay doubles with each failure past `failuresBeforeDelay`, up to this. */
  maxDelaySeconds: 300,
} as const;

/** The lock row of one name tried from one address. */
const lockKey = (loginKey: string, ip: string) => `${loginKey}|${ip}`;

const lockedError = () =>
  new ApiError(403, ERROR_CODES.accountLocked, 'Too many failed logins: this account is locked for 15 minutes', { captcha: true });

/**
 * Brute-force brakes on login, kept in the database so every instance counts alike:
 * - at most 10 attempts a minute from one address;
 * - a captcha once a name has failed from anywhere;
 * - one address locked out of one name for 15 minutes after 5 failures in 30 minutes (the
 *   name itself is never locked, so nobody can lock a player out by failing on purpose);
 * - past 5 failures of a name from all addresses, an address that failed on it waits
 *   between tries, 1 s doubling up to 5 minutes. An address that has not failed on the name
 *   is not held back: the right password with the right captcha gets in.
 * Failures are kept by the name tried, so an unknown name behaves exactly like a real one.
 */
export function createLoginGuard(db: Queryable) {
  return {
    /** Counts this attempt and refuses it when the address has made too many this minute. */
    async admitAttempt(ip: string): Promise<void> {
      if (Math.random() < 0.02) {
        await db.query(
          `DELETE FROM login_attempts WHERE id IN (SELECT id FROM login_attempts WHERE at < now() - interval '10 minutes' LIMIT 500)`,
        );
      }
      const { rows } = await db.query<{ recent: number }>(
        `WITH added AS (INSERT INTO login_attempts (ip) VALUES ($1) RETURNING id)
         SELECT count(*)::int AS recent FROM login_attempts WHERE ip = $1 AND at > now() - interval '1 minute'`,
        [ip],
      );
      if ((rows[0]?.recent ?? 0) >= LOGIN_LIMITS.attemptsPerMinutePerAddress) {
        throw new ApiError(429, ERROR_CODES.tooManyAttempts, 'Too many login attempts; wait a minute and try again');
      }
    },

    /** Refuses the attempt when this address is locked out of the name, or must still wait after its failures. */
    async checkAllowed(loginKey: string, ip: string): Promise<void> {
      const { rows } = await db.query<{ locked: boolean; failures: number; mine: number; wait: number | null }>(
        `SELECT EXISTS (SELECT 1 FROM login_locks WHERE login_key = $3 AND locked_until > now()) AS locked,
                count(*)::int AS failures,
                count(*) FILTER (WHERE ip = $2)::int AS mine,
                ceil(extract(epoch FROM max(at) - now()))::int AS wait
           FROM login_failures WHERE login_key = $1 AND at > now() - make_interval(mins => $4)`,
        [loginKey, ip, lockKey(loginKey, ip), LOGIN_LIMITS.failureWindowMinutes],
      );
      const row = rows[0];
      if (row?.locked) throw lockedError();
      if (!row || row.mine === 0 || row.failures < LOGIN_LIMITS.failuresBeforeDelay) return;
      const delay = Math.min(LOGIN_LIMITS.maxDelaySeconds, 2 ** (row.failures - LOGIN_LIMITS.failuresBeforeDelay));
      const waitLeft = delay + Number(row.wait ?? 0);
      if (waitLeft > 0) {
        throw new ApiError(
          429,
          ERROR_CODES.tooManyAttempts,
          'Too many failed logins; wait a moment and try again',
          { retryAfter: waitLeft },
          waitLeft,
        );
      }
    },

    async needsCaptcha(loginKey: string): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT 1 FROM login_failures WHERE login_key = $1 AND at > now() - make_interval(mins => $2) LIMIT 1`,
        [loginKey, LOGIN_LIMITS.failureWindowMinutes],
      );
      return rows.length > 0;
    },

    /** Records a failure; true when it locked this address out of the name. */
    async recordFailure(loginKey: string, ip: string): Promise<boolean> {
      const { rows } = await db.query<{ failures: number }>(
        `WITH added AS (INSERT INTO login_failures (login_key, ip) VALUES ($1, $2) RETURNING id)
         SELECT (count(*) + 1)::int AS failures FROM login_failures WHERE login_key = $1 AND ip = $2 AND at > now() - make_interval(mins => $3)`,
        [loginKey, ip, LOGIN_LIMITS.failureWindowMinutes],
      );
      if ((rows[0]?.failures ?? 0) < LOGIN_LIMITS.failuresBeforeLock) return false;
      await db.query(
        `INSERT INTO login_locks (login_key, locked_until) VALUES ($1, now() + make_interval(mins => $2))
         ON CONFLICT (login_key) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
        [lockKey(loginKey, ip), LOGIN_LIMITS.lockMinutes],
      );
      return true;
    },

    /** After a right password (with its captcha): the name's failures are forgotten; locks of other addresses stay. */
    async clearFailures(loginKey: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE login_key = $1', [loginKey]);
    },

    /** After the account is proven by a code or the old password: every failure and lock on its names goes. */
    async clearAll(loginKeys: string[]): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE login_key = ANY($1::text[])', [loginKeys]);
      await db.query(`DELETE FROM login_locks WHERE split_part(login_key, '|', 1) = ANY($1::text[])`, [loginKeys]);
    },

    /** Development tools only: forget every address's attempts (end-to-end tests share one address). */
    async resetAddressLimits(): Promise<void> {
      await db.query('DELETE FROM login_attempts');
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
