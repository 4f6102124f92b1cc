import { ERROR_CODES } from '../../../../contract/errors';
import { MESSAGING_ERRORS, type HostLanguage, type HostList } from '../../../../contract/messaging';
import type { ChatHost } from '../../../../contract/schemas/messaging';
import { isTrialType } from '../../../../contract/members';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** Where a host's avatar is served. */
export const HOST_AVATAR_PATH = '/media/hosts';

interface HostRow {
  id: unknown;
  code: string;
  name: string;
  languages: string;
  live: boolean;
  online: boolean;
  followers: unknown;
  followed: boolean;
}

const ORDER: Record<HostList, string> = { HOT: 'hot_rank', PROMO: 'promo_rank', MODEL: 'model_rank' };

const toHost = (row: HostRow): ChatHost => ({
  id: Number(row.id),
  name: row.name,
  languages: row.languages.split(',') as HostLanguage[],
  avatarUrl: `${HOST_AVATAR_PATH}/${row.code}.svg`,
  live: row.live,
  online: row.online,
  followers: Number(row.followers),
  followed: row.followed,
});

const COLUMNS = 'h.id, h.code, h.name, h.languages, h.live, h.online, h.followers';

/**
 * The chat launch's live-stream hosts: the hot, promotion and live-model lists, and the hosts a
 * member follows. A follow is one row per member and host; the host's follower count moves in
 * the same transaction only when that row is written or removed, so repeating a follow, or two
 * at once, counts once.
 */
export function createHostService(db: Database) {
  async function list(kind: HostList, memberId: number | null): Promise<ChatHost[]> {
    const rank = ORDER[kind];
    const { rows } = await db.query<HostRow>(
      `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM live_host_follows f WHERE f.host_id = h.id AND f.member_id = $1) AS followed
         FROM live_hosts h WHERE h.${rank} IS NOT NULL ORDER BY h.live DESC, h.${rank}`,
      [memberId ?? 0],
    );
    return rows.map(toHost);
  }

  async function followed(memberId: number): Promise<ChatHost[]> {
    const { rows } = await db.query<HostRow>(
      `SELECT ${COLUMNS}, true AS followed FROM live_host_follows f JOIN live_hosts h ON h.id = f.host_id
        WHERE f.member_id = $1 ORDER BY h.live DESC, f.created_at DESC`,
      [memberId],
    );
    return rows.map(toHost);
  }

  async function setFollow(
    session: { memberId: number; type: number },
    hostId: number,
    follow: boolean,
  ): Promise<{ followed: boolean; followers: number }> {
    if (isTrialType(session.type))
      throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
    return db.transaction(async (tx) => {
      const host = await tx.query<{ id: unknown }>('SELECT id FROM live_hosts WHERE id = $1', [hostId]);
      if (!host.rows[0]) throw new ApiError(400, MESSAGING_ERRORS.hostUnknown, 'hostId: no such host');
      const changed = follow
        ? await tx.query('INSERT INTO live_host_follows (member_id, host_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING host_id', [
            session.memberId,
            hostId,
          ])
        : await tx.query('DELETE FROM live_host_follows WHERE member_id = $1 AND host_id = $2 RETURNING host_id', [
            session.memberId,
            hostId,
          ]);
      const { rows } = await tx.query<{ followers: unknown }>(
        'UPDATE live_hosts SET followers = followers + $2 WHERE id = $1 RETURNING followers',
        [hostId, changed.rows.length === 0 ? 0 : follow ? 1 : -1],
      );
      return { followed: follow, followers: Number(rows[0]!.followers) };
    });
  }

  async function avatar(code: string): Promise<string | null> {
    const { rows } = await db.query<{ avatar_svg: string }>('SELECT avatar_svg FROM live_hosts WHERE code = $1', [code]);
    return rows[0]?.avatar_svg ?? null;
  }

  return { list, followed, setFollow, avatar };
}
