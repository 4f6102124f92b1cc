import type { IdentityProvider, SignInLink } from '../../../../../contract/account';
import type { Database, Queryable } from '../../../db/database';

/** Provider identities linked to members: one member per identity, one identity per provider for a member. */
export function createIdentityStore(db: Database) {
  return {
    async memberOf(provider: IdentityProvider, subject: string, q: Queryable = db): Promise<number | null> {
      const { rows } = await q.query<{ member_id: number }>(
        'SELECT member_id FROM member_identities WHERE provider = $1 AND subject = $2',
        [provider, subject],
      );
      return rows[0] ? Number(rows[0].member_id) : null;
    },

    async subjectOf(memberId: number, provider: IdentityProvider, q: Queryable = db): Promise<string | null> {
      const { rows } = await q.query<{ subject: string }>('SELECT subject FROM member_identities WHERE member_id = $1 AND provider = $2', [
        memberId,
        provider,
      ]);
      return rows[0]?.subject ?? null;
    },

    /** Links the identity; false when it or the member's link for this provider already exists. */
    async link(q: Queryable, link: { provider: IdentityProvider; subject: string; memberId: number; label: string }): Promise<boolean> {
      const { rows } = await q.query(
        `INSERT INTO member_identities (provider, subject, member_id, label) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING subject`,
        [link.provider, link.subject, link.memberId, link.label],
      );
      return rows.length > 0;
    },

    async list(memberId: number): Promise<SignInLink[]> {
      const { rows } = await db.query<{ provider: IdentityProvider; label: string; linked_at: Date | string }>(
        'SELECT provider, label, linked_at FROM member_identities WHERE member_id = $1 ORDER BY linked_at, provider',
        [memberId],
      );
      return rows.map((row) => ({ provider: row.provider, label: row.label, linkedAt: new Date(row.linked_at).toISOString() }));
    },

    async unlink(q: Queryable, memberId: number, provider: IdentityProvider): Promise<boolean> {
      const { rows } = await q.query('DELETE FROM member_identities WHERE member_id = $1 AND provider = $2 RETURNING subject', [
        memberId,
        provider,
      ]);
      return rows.length > 0;
    },

    async count(q: Queryable, memberId: number): Promise<number> {
      const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM member_identities WHERE member_id = $1', [memberId]);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
