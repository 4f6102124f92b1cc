import { ERROR_CODES } from '../../../../contract/errors';
import { isTrialType } from '../../../../contract/members';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';

/** Which announcements each member has read. */
export function createAnnouncementReads(db: Database) {
  return {
    /** The read ones among `ids`. A trial account is never marked and counts everything as read. */
    async readAmong(session: Session, ids: number[]): Promise<Set<number>> {
      if (isTrialType(session.type)) return new Set(ids);
      const { rows } = await db.query<{ announcement_id: number }>(
        'SELECT announcement_id FROM announcement_reads WHERE member_id = $1 AND announcement_id = ANY($2::int[])',
        [session.memberId, `{${ids.join(',')}}`],
      );
      return new Set(rows.map((row) => Number(row.announcement_id)));
    },

    /** Marks one announcement read; marking it again changes nothing. */
    async markRead(session: Session, announcementId: number) {
      if (isTrialType(session.type))
        throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
      const { rows } = await db.query<{ id: number }>('SELECT id FROM announcements WHERE id = $1', [announcementId]);
      if (!rows[0]) throw new ApiError(404, ERROR_CODES.notFound, 'No such announcement');
      await db.query(
        `INSERT INTO announcement_reads (member_id, announcement_id) VALUES ($1, $2)
          ON CONFLICT (member_id, announcement_id) DO NOTHING`,
        [session.memberId, announcementId],
      );
      return { announcementId, read: true as const };
    },
  };
}
