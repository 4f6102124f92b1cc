import type { LoginDoor, SessionKind } from '../../../../contract/account';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import type { Session, SessionResolver } from '../../http/context';
import { newId, newToken, sha256 } from './secrets';

interface SessionRow {
  session_id: string;
  member_id: number;
  username: string;
  type: number;
  door: LoginDoor;
  kind: SessionKind;
}

/** How stale a session's last use may be before a call slides its idle clock again. */
const TOUCH_EVERY_SECONDS = 30;

/**
 * Sessions: the token goes to the client once and only its hash is stored. A session dies
 * when revoked, after `session.idleMinutes` without use, or `session.absoluteHours` after
 * login, whichever comes first; use slides the idle clock (to within TOUCH_EVERY_SECONDS).
 */
export function createSessionStore(db: Database, config: ServerConfig) {
  /**
   * Ends every session and kept sign-in of the member within `tx` (staff ending them, or locking the
   * account, write their audit row in the same transaction); answers how many sessions were live.
   */
  async function endAll(tx: Queryable, memberId: number): Promise<number> {
    const { rows } = await tx.query<{ live: boolean }>(
      `UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL
       RETURNING (expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)) AS live`,
      [memberId, Math.round(config.session.idleMinutes * 60)],
    );
    await tx.query('UPDATE kept_sign_ins SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL', [memberId]);
    return rows.filter((row) => row.live).length;
  }

  return {
    /**
     * A session made through `door` (the member app's unless the agents' door was used), full unless
     * the player is on a break; `keptSignInId` names the device's kept sign-in it belongs to, if any,
     * and `device` how the device named itself (shown to staff beside the session).
     */
    async create(
      tx: Queryable,
      memberId: number,
      ip: string,
      door: LoginDoor = 'member',
      kind: SessionKind = 'full',
      keptSignInId: string | null = null,
      device: string | null = null,
    ): Promise<string> {
      const token = newToken();
      await tx.query(
        `INSERT INTO sessions (id, token_hash, member_id, expires_at, ip, door, kind, kept_sign_in_id, device)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5, $6, $7, $8, $9)`,
        [newId(), sha256(token), memberId, Math.round(config.session.absoluteHours * 60), ip, door, kind, keptSignInId, device],
      );
      return token;
    },

    resolver: {
      async resolve(token: string): Promise<Session | null> {
        // A read most of the time: the idle clock is slid at most every TOUCH_EVERY_SECONDS, so a
        // member's burst of calls neither writes the session row each time nor queues on its lock.
        const { rows } = await db.query<SessionRow & { stale: boolean }>(
          `SELECT s.id AS session_id, m.id AS member_id, m.username, m.type, s.door, s.kind,
                  s.last_seen_at < now() - make_interval(secs => $3) AS stale
             FROM sessions s JOIN members m ON m.id = s.member_id
            WHERE s.token_hash = $1 AND m.status = 'active'
              AND s.revoked_at IS NULL AND s.expires_at > now()
              AND s.last_seen_at > now() - make_interval(secs => $2)`,
          [sha256(token), Math.round(config.session.idleMinutes * 60), TOUCH_EVERY_SECONDS],
        );
        if (rows[0]?.stale) await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [rows[0].session_id]);
        const row = rows[0];
        return row
          ? {
              sessionId: row.session_id,
              memberId: row.member_id,
              username: row.username,
              type: Number(row.type),
              door: row.door,
              kind: row.kind,
            }
          : null;
      },
    } satisfies SessionResolver,

    /**
     * The session ends (logout, the session time limit), and so does its device's kept sign-in:
     * the device does not come back signed in after a logout or a limit reached.
     */
    async revoke(sessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
        await tx.query(
          `UPDATE kept_sign_ins SET revoked_at = now()
            WHERE revoked_at IS NULL AND id = (SELECT kept_sign_in_id FROM sessions WHERE id = $1)`,
          [sessionId],
        );
      });
    },

    /** Every session and kept sign-in of the member ends (a break taken: the player signs in again to a withdraw-only session). */
    async revokeAll(memberId: number): Promise<void> {
      await db.transaction((tx) => endAll(tx, memberId));
    },

    endAll,

    /**
     * After a password change or reset every other session of the member ends, and every device
     * kept signed in but the one the change was made on (a reset, made signed out, keeps none).
     */
    async revokeOthers(tx: Queryable, memberId: number, keepSessionId: string | null): Promise<void> {
      await tx.query(
        `UPDATE kept_sign_ins SET revoked_at = now()
          WHERE member_id = $1 AND revoked_at IS NULL
            AND id IS DISTINCT FROM (SELECT kept_sign_in_id FROM sessions WHERE id = $2)`,
        [memberId, keepSessionId],
      );
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2', [
        memberId,
        keepSessionId,
      ]);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
