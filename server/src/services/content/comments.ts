import { randomBytes } from 'node:crypto';
import { COMMENT_ERRORS, COMMENT_IMAGES, COMMENT_TEXT_MAX, commentLength } from '../../../../contract/comments';
import type { CommentImage, PromotionComment, PromotionCommentPage } from '../../../../contract/comments';
import { ERROR_CODES } from '../../../../contract/errors';
import { isTrialType } from '../../../../contract/members';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { SHOWN_NOW } from '../catalogue/rows';
import type { Session } from '../../http/context';
import { maskAccount } from '../member-centre/missions';
import { reencodeImage } from '../messaging/feedback';

/** Where a comment's picture is served: its key is random, so an image tag shows it without a session. */
export const COMMENT_IMAGE_PATH = '/media/comments';
const TRIAL_MESSAGE = 'Please login an actual account to use this function';

const imageUrl = (key: string, mime: string) => `${COMMENT_IMAGE_PATH}/${key}.${mime === 'image/png' ? 'png' : 'jpg'}`;
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

interface CommentRow {
  id: unknown;
  username: string;
  text: string;
  created_at: Date | string;
}

/** A comment as the support console reads it: who wrote it in full, on which promotion, and whether it is hidden. */
export interface ConsoleComment extends PromotionComment {
  username: string;
  promotionTitle: string;
  hidden: boolean;
}

/**
 * Members' comments on promotions. A promotion is named by any of its announcement rows (one per
 * language); its comments belong to its promotion key, so the EN and TY pages list the same ones.
 * Text is stored exactly as typed: it is data, never markup, wherever it is shown.
 */
export function createPromotionComments(db: Database) {
  async function promotionOf(id: number): Promise<{ key: string; ended: boolean }> {
    const { rows } = await db.query<{ key: string; ended: boolean }>(
      `SELECT COALESCE(promotion_key, 'announcement:' || id) AS key,
              (end_date IS NOT NULL AND NOT no_expiry AND CURRENT_DATE > end_date) AS ended
         FROM announcements WHERE id = $1 AND type IN ('Promotion', 'PR') AND ${SHOWN_NOW}`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, COMMENT_ERRORS.promotionUnknown, 'This promotion does not exist');
    return row;
  }

  /** A trial account reads comments but writes none; a player on a break is refused before this, with the session. */
  function assertMayComment(session: Session): void {
    if (isTrialType(session.type)) throw new ApiError(403, ERROR_CODES.trialNotAllowed, TRIAL_MESSAGE);
  }

  async function imagesOf(commentIds: number[]): Promise<Map<number, CommentImage[]>> {
    const { rows } = await db.query<{ comment_id: unknown; key: string; mime: string }>(
      'SELECT comment_id, key, mime FROM promotion_comment_images WHERE comment_id = ANY($1::bigint[]) ORDER BY comment_id, position',
      [commentIds],
    );
    const byComment = new Map<number, CommentImage[]>();
    for (const row of rows) {
      const list = byComment.get(Number(row.comment_id)) ?? [];
      list.push({ key: row.key, url: imageUrl(row.key, row.mime) });
      byComment.set(Number(row.comment_id), list);
    }
    return byComment;
  }

  async function withImages<R extends CommentRow>(rows: R[]): Promise<(PromotionComment & { row: R })[]> {
    const images = await imagesOf(rows.map((row) => Number(row.id)));
    return rows.map((row) => ({
      id: Number(row.id),
      author: maskAccount(row.username),
      text: row.text,
      images: images.get(Number(row.id)) ?? [],
      createdAt: iso(row.created_at),
      row,
    }));
  }

  async function list(input: { id: number; beforeId?: number; pageSize: number }): Promise<PromotionCommentPage> {
    const promotion = await promotionOf(input.id);
    const { rows } = await db.query<CommentRow>(
      `SELECT c.id, m.username, c.text, c.created_at FROM promotion_comments c JOIN members m ON m.id = c.member_id
        WHERE c.promotion_key = $1 AND c.hidden_at IS NULL AND ($2::bigint IS NULL OR c.id < $2)
        ORDER BY c.id DESC LIMIT $3`,
      [promotion.key, input.beforeId ?? null, input.pageSize + 1],
    );
    const shown = await withImages(rows.slice(0, input.pageSize));
    return { list: shown.map(({ row: _row, ...comment }) => comment), hasMore: rows.length > input.pageSize };
  }

  async function upload(session: Session, bytes: Buffer, idemKey: string | null): Promise<CommentImage> {
    if (idemKey) {
      const seen = await db.query<{ key: string; mime: string }>(
        'SELECT key, mime FROM promotion_comment_images WHERE member_id = $1 AND idem_key = $2',
        [session.memberId, idemKey],
      );
      if (seen.rows[0]) return { key: seen.rows[0].key, url: imageUrl(seen.rows[0].key, seen.rows[0].mime) };
    }
    const image = await reencodeImage(bytes);
    const { rows } = await db.query<{ key: string; mime: string }>(
      `INSERT INTO promotion_comment_images (key, member_id, mime, bytes, idem_key) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, idem_key) DO UPDATE SET idem_key = EXCLUDED.idem_key RETURNING key, mime`,
      [randomBytes(24).toString('base64url'), session.memberId, image.mime, image.bytes, idemKey],
    );
    return { key: rows[0]!.key, url: imageUrl(rows[0]!.key, rows[0]!.mime) };
  }

  async function post(
    session: Session,
    input: { id: number; text: string; imageKeys: string[] },
    idemKey: string | null,
  ): Promise<PromotionComment> {
    assertMayComment(session);
    const text = input.text.trim();
    if (commentLength(text) === 0) {
      throw new ApiError(400, COMMENT_ERRORS.empty, 'text: write a comment', { fields: { text: 'required' } });
    }
    if (commentLength(text) > COMMENT_TEXT_MAX) {
      throw new ApiError(400, COMMENT_ERRORS.tooLong, `text: at most ${COMMENT_TEXT_MAX} characters`, { fields: { text: 'maxLength' } });
    }
    const keys = [...new Set(input.imageKeys)];
    if (keys.length > COMMENT_IMAGES.max) {
      throw new ApiError(400, COMMENT_ERRORS.tooManyImages, `imageKeys: at most ${COMMENT_IMAGES.max} pictures`, {
        fields: { imageKeys: 'maxLength' },
      });
    }
    const promotion = await promotionOf(input.id);
    if (promotion.ended) throw new ApiError(400, COMMENT_ERRORS.promotionEnded, 'This promotion has ended');
    const id = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: unknown }>(
        `INSERT INTO promotion_comments (promotion_key, member_id, text, idem_key) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id, idem_key) DO NOTHING RETURNING id`,
        [promotion.key, session.memberId, text, idemKey],
      );
      // The same key sent again (a retry after a cut) is the comment already stored.
      if (!inserted.rows[0]) {
        const again = await tx.query<{ id: unknown }>('SELECT id FROM promotion_comments WHERE member_id = $1 AND idem_key = $2', [
          session.memberId,
          idemKey,
        ]);
        return Number(again.rows[0]!.id);
      }
      const commentId = Number(inserted.rows[0].id);
      for (const [position, key] of keys.entries()) {
        const attached = await tx.query(
          `UPDATE promotion_comment_images SET comment_id = $1, position = $2
            WHERE key = $3 AND member_id = $4 AND comment_id IS NULL RETURNING key`,
          [commentId, position, key, session.memberId],
        );
        if (attached.rows.length === 0) {
          throw new ApiError(400, COMMENT_ERRORS.imageUnknown, 'imageKeys: a picture is missing; add it again', {
            fields: { imageKeys: 'unknown' },
          });
        }
      }
      return commentId;
    });
    const { rows } = await db.query<CommentRow>(
      'SELECT c.id, m.username, c.text, c.created_at FROM promotion_comments c JOIN members m ON m.id = c.member_id WHERE c.id = $1',
      [id],
    );
    const [comment] = await withImages(rows);
    const { row: _row, ...shown } = comment!;
    return shown;
  }

  async function image(key: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const { rows } = await db.query<{ mime: string; bytes: Buffer | Uint8Array }>(
      'SELECT mime, bytes FROM promotion_comment_images WHERE key = $1',
      [key],
    );
    const row = rows[0];
    return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
  }

  /** The latest comments across promotions for the support console, hidden ones included, with the promotion's title. */
  async function recent(): Promise<ConsoleComment[]> {
    const { rows } = await db.query<CommentRow & { title: string | null; hidden: boolean }>(
      `SELECT c.id, m.username, c.text, c.created_at, c.hidden_at IS NOT NULL AS hidden,
              (SELECT a.title FROM announcements a WHERE COALESCE(a.promotion_key, 'announcement:' || a.id) = c.promotion_key
                ORDER BY (a.language = 'EN') DESC, a.id LIMIT 1) AS title
         FROM promotion_comments c JOIN members m ON m.id = c.member_id ORDER BY c.id DESC LIMIT 100`,
    );
    return (await withImages(rows)).map(({ row, ...comment }) => ({
      ...comment,
      username: row.username,
      promotionTitle: row.title ?? '',
      hidden: row.hidden,
    }));
  }

  /** Hides a comment from the app's list; false when there is no such comment. Hiding twice keeps the first hiding. */
  async function hide(commentId: number, staffId: number): Promise<boolean> {
    const { rows } = await db.query(
      'UPDATE promotion_comments SET hidden_at = COALESCE(hidden_at, now()), hidden_by = COALESCE(hidden_by, $2) WHERE id = $1 RETURNING id',
      [commentId, staffId],
    );
    return rows.length > 0;
  }

  return { list, upload, post, image, recent, hide, assertMayComment };
}

export type PromotionComments = ReturnType<typeof createPromotionComments>;
