import type { KeptSignIn, LoginDoor } from '../../../../contract/account';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { newId, newToken, sha256 } from './secrets';

/** What a device's token turned out to be when it came back. */
export type TakenToken =
  | { kind: 'live'; keptSignInId: string; memberId: number; door: LoginDoor; nextToken: string }
  /** A token already replaced by its successor: a copy is in use somewhere, so the device's sign-in has ended. */
  | { kind: 'replayed' }
  /** Unknown, expired, or ended (logout, password change, break, forgotten in the security centre). */
  | { kind: 'refused' };

interface KeptRow {
  kept_sign_in_id: string;
  member_id: number;
  door: LoginDoor;
  retired_at: string | null;
  live: boolean;
}

/**
 * Devices kept signed in: a long-lived credential per device, held by the platform. The device
 * holds a random token, the platform its hash; each use retires the token and issues the next,
 * so a copied token works at most until the device's next start, and a retired one shown again
 * ends the device's sign-in with every session it made.
 */
export function createKeptSignIns(db: Database, config: ServerConfig) {
  async function issueToken(tx: Queryable, keptSignInId: string): Promise<string> {
    const token = newToken();
    await tx.query('INSERT INTO kept_sign_in_tokens (token_hash, kept_sign_in_id) VALUES ($1, $2)', [sha256(token), keptSignInId]);
    return token;
  }

  async function end(tx: Queryable, keptSignInId: string): Promise<void> {
    await tx.query('UPDATE kept_sign_ins SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [keptSignInId]);
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE kept_sign_in_id = $1 AND revoked_at IS NULL', [keptSignInId]);
  }

  return {
    /** Starts keeping a device signed in; answers its id and the device's first token. */
    async keep(tx: Queryable, memberId: number, door: LoginDoor, device: string, ip: string): Promise<{ id: string; token: string }> {
      const id = newId();
      await tx.query(
        `INSERT INTO kept_sign_ins (id, member_id, door, device_label, expires_at, ip)
         VALUES ($1, $2, $3, $4, now() + make_interval(days => $5), $6)`,
        [id, memberId, door, device, config.session.keptDays, ip],
      );
      return { id, token: await issueToken(tx, id) };
    },

    /**
     * Takes a device's token back, in `tx`: a live one is retired for the next (the row lock makes
     * two tabs sending the same token take turns, and the second finds it retired).
     */
    async take(tx: Queryable, token: string): Promise<TakenToken> {
      const { rows } = await tx.query<KeptRow>(
        `SELECT t.kept_sign_in_id, k.member_id, k.door, t.retired_at,
                (k.revoked_at IS NULL AND k.expires_at > now()) AS live
           FROM kept_sign_in_tokens t JOIN kept_sign_ins k ON k.id = t.kept_sign_in_id
          WHERE t.token_hash = $1
          FOR UPDATE OF t, k`,
        [sha256(token)],
      );
      const row = rows[0];
      if (!row) return { kind: 'refused' };
      if (row.retired_at !== null) {
        await end(tx, row.kept_sign_in_id);
        return { kind: 'replayed' };
      }
      if (!row.live) return { kind: 'refused' };
      await tx.query('UPDATE kept_sign_in_tokens SET retired_at = now() WHERE token_hash = $1', [sha256(token)]);
      await tx.query('UPDATE kept_sign_ins SET last_used_at = now(), expires_at = now() + make_interval(days => $2) WHERE id = $1', [
        row.kept_sign_in_id,
        config.session.keptDays,
      ]);
      return {
        kind: 'live',
        keptSignInId: row.kept_sign_in_id,
        memberId: row.member_id,
        door: row.door,
        nextToken: await issueToken(tx, row.kept_sign_in_id),
      };
    },

    /** Ends one device's sign-in (the account was disabled or is on a break when the device came back). */
    end: (keptSignInId: string) => db.transaction((tx) => end(tx, keptSignInId)),

    /** The member's devices kept signed in, the one asking marked, most recently used first. */
    async list(memberId: number, sessionId: string): Promise<KeptSignIn[]> {
      const { rows } = await db.query<{ id: string; device_label: string; created_at: Date; last_used_at: Date; this_device: boolean }>(
        `SELECT k.id, k.device_label, k.created_at, k.last_used_at,
                k.id IS NOT DISTINCT FROM (SELECT kept_sign_in_id FROM sessions WHERE id = $2) AS this_device
           FROM kept_sign_ins k
          WHERE k.member_id = $1 AND k.revoked_at IS NULL AND k.expires_at > now()
          ORDER BY k.last_used_at DESC`,
        [memberId, sessionId],
      );
      return rows.map((row) => ({
        id: row.id,
        device: row.device_label,
        signedInAt: new Date(row.created_at).toISOString(),
        lastUsedAt: new Date(row.last_used_at).toISOString(),
        thisDevice: row.this_device,
      }));
    },

    /**
     * The member ends a device's sign-in from the security centre: that device is signed out; on
     * the device asking, the session open now stays and only the next start asks for a login.
     * Answers whether such a device was found.
     */
    async forget(memberId: number, keptSignInId: string, sessionId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          'UPDATE kept_sign_ins SET revoked_at = now() WHERE id = $1 AND member_id = $2 AND revoked_at IS NULL RETURNING id',
          [keptSignInId, memberId],
        );
        if (rows.length === 0) return false;
        await tx.query('UPDATE sessions SET revoked_at = now() WHERE kept_sign_in_id = $1 AND revoked_at IS NULL AND id <> $2', [
          keptSignInId,
          sessionId,
        ]);
        return true;
      });
    },
  };
}

export type KeptSignIns = ReturnType<typeof createKeptSignIns>;
