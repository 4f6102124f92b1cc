import { randomBytes } from 'node:crypto';
import { countWords, FEEDBACK_IMAGES, FEEDBACK_WORDS, MESSAGING_ERRORS, type FeedbackType } from '../../../../contract/messaging';
import type { Feedback, FeedbackImage } from '../../../../contract/schemas/messaging';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { MAX_PICTURE_PIXELS, readPictureHeader } from '../pictures/picture-size';

/** Where an uploaded image is served: its key is random, so an image tag can show it without a session. */
export const FEEDBACK_IMAGE_PATH = '/media/feedback';
/** The longest side an image keeps; larger ones are scaled down as they are re-encoded. */
const MAX_SIDE = 2000;

const imageUrl = (key: string, mime: string) => `${FEEDBACK_IMAGE_PATH}/${key}.${mime === 'image/png' ? 'png' : 'jpg'}`;
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * Checks an upload by its content (not its name or declared type), then draws it again: a PNG
 * stays a PNG and a JPEG a JPEG, turned upright, at most MAX_SIDE on its longest side, and with
 * every piece of metadata (location, camera, comments) left behind.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ mime: 'image/png' | 'image/jpeg'; bytes: Buffer }> {
  if (bytes.length > FEEDBACK_IMAGES.maxBytes) throw new ApiError(400, MESSAGING_ERRORS.imageTooLarge, 'image: at most 5 MB');
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || (type.mime !== 'image/png' && type.mime !== 'image/jpeg')) {
    throw new ApiError(400, MESSAGING_ERRORS.notAnImage, 'image: only PNG or JPEG pictures');
  }
  await readPictureHeader(bytes, {
    tooLarge: () => new ApiError(400, MESSAGING_ERRORS.imageTooManyPixels, 'image: at most 4096 × 4096 pixels'),
    unreadable: () => new ApiError(400, MESSAGING_ERRORS.notAnImage, 'image: the picture could not be read'),
  });
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out = type.mime === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { mime: type.mime, bytes: out };
  } catch {
    throw new ApiError(400, MESSAGING_ERRORS.notAnImage, 'image: the picture could not be read');
  }
}

interface FeedbackRow {
  id: unknown;
  type: FeedbackType;
  content: string;
  created_at: Date | string;
  reply: string | null;
  replied_at: Date | string | null;
}

export function createFeedbackService(db: Database) {
  async function upload(memberId: number, bytes: Buffer, idemKey: string | null): Promise<FeedbackImage> {
    if (idemKey) {
      const seen = await db.query<{ key: string; mime: string }>(
        'SELECT key, mime FROM feedback_images WHERE member_id = $1 AND idem_key = $2',
        [memberId, idemKey],
      );
      if (seen.rows[0]) return { key: seen.rows[0].key, url: imageUrl(seen.rows[0].key, seen.rows[0].mime) };
    }
    const image = await reencodeImage(bytes);
    const key = randomBytes(24).toString('base64url');
    const { rows } = await db.query<{ key: string; mime: string }>(
      `INSERT INTO feedback_images (key, member_id, mime, bytes, idem_key) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, idem_key) DO UPDATE SET idem_key = EXCLUDED.idem_key RETURNING key, mime`,
      [key, memberId, image.mime, image.bytes, idemKey],
    );
    return { key: rows[0]!.key, url: imageUrl(rows[0]!.key, rows[0]!.mime) };
  }

  async function submit(
    memberId: number,
    input: { type: FeedbackType; content: string; imageKeys: string[] },
    idemKey: string | null,
  ): Promise<Feedback> {
    const words = countWords(input.content);
    if (words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max) {
      throw new ApiError(400, MESSAGING_ERRORS.words, `content: between ${FEEDBACK_WORDS.min} and ${FEEDBACK_WORDS.max} words`, {
        fields: { content: 'words' },
      });
    }
    const keys = [...new Set(input.imageKeys)];
    const id = await db.transaction(async (tx) => {
      if (idemKey) {
        const seen = await tx.query<{ id: unknown }>('SELECT id FROM feedback WHERE member_id = $1 AND idem_key = $2', [memberId, idemKey]);
        if (seen.rows[0]) return Number(seen.rows[0].id);
      }
      const inserted = await tx.query<{ id: unknown }>(
        `INSERT INTO feedback (member_id, type, content, idem_key) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id, idem_key) DO NOTHING RETURNING id`,
        [memberId, input.type, input.content, idemKey],
      );
      if (!inserted.rows[0]) {
        const again = await tx.query<{ id: unknown }>('SELECT id FROM feedback WHERE member_id = $1 AND idem_key = $2', [
          memberId,
          idemKey,
        ]);
        return Number(again.rows[0]!.id);
      }
      const feedbackId = Number(inserted.rows[0].id);
      for (const [position, key] of keys.entries()) {
        const attached = await tx.query(
          'UPDATE feedback_images SET feedback_id = $1, position = $2 WHERE key = $3 AND member_id = $4 AND feedback_id IS NULL RETURNING key',
          [feedbackId, position, key, memberId],
        );
        if (attached.rows.length === 0)
          throw new ApiError(400, MESSAGING_ERRORS.imageUnknown, 'imageKeys: an image is missing; upload it again');
      }
      return feedbackId;
    });
    return (await list(memberId, id))[0]!;
  }

  async function list(memberId: number, onlyId?: number): Promise<Feedback[]> {
    const { rows } = await db.query<FeedbackRow>(
      `SELECT id, type, content, created_at, reply, replied_at FROM feedback
        WHERE member_id = $1 AND ($2::bigint IS NULL OR id = $2) ORDER BY id DESC LIMIT 50`,
      [memberId, onlyId ?? null],
    );
    const images = await db.query<{ feedback_id: unknown; key: string; mime: string }>(
      'SELECT feedback_id, key, mime FROM feedback_images WHERE feedback_id = ANY($1::bigint[]) ORDER BY position',
      [rows.map((row) => Number(row.id))],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      type: row.type,
      content: row.content,
      images: images.rows
        .filter((image) => Number(image.feedback_id) === Number(row.id))
        .map((image) => ({ key: image.key, url: imageUrl(image.key, image.mime) })),
      createdAt: iso(row.created_at),
      reply: row.reply,
      repliedAt: row.replied_at === null ? null : iso(row.replied_at),
    }));
  }

  async function image(key: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const { rows } = await db.query<{ mime: string; bytes: Buffer | Uint8Array }>(
      'SELECT mime, bytes FROM feedback_images WHERE key = $1',
      [key],
    );
    const row = rows[0];
    return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
  }

  /** The latest feedback of every member, for the support console. */
  async function recent(): Promise<(Feedback & { username: string })[]> {
    const { rows } = await db.query<FeedbackRow & { username: string; member_id: unknown }>(
      `SELECT f.id, f.type, f.content, f.created_at, f.reply, f.replied_at, m.username, f.member_id
         FROM feedback f JOIN members m ON m.id = f.member_id ORDER BY f.reply IS NULL DESC, f.id DESC LIMIT 50`,
    );
    const images = await db.query<{ feedback_id: unknown; key: string; mime: string }>(
      'SELECT feedback_id, key, mime FROM feedback_images WHERE feedback_id = ANY($1::bigint[]) ORDER BY position',
      [rows.map((row) => Number(row.id))],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      type: row.type,
      content: row.content,
      images: images.rows
        .filter((i) => Number(i.feedback_id) === Number(row.id))
        .map((i) => ({ key: i.key, url: imageUrl(i.key, i.mime) })),
      createdAt: iso(row.created_at),
      reply: row.reply,
      repliedAt: row.replied_at === null ? null : iso(row.replied_at),
    }));
  }

  async function reply(feedbackId: number, staffId: number, text: string): Promise<boolean> {
    const { rows } = await db.query('UPDATE feedback SET reply = $2, replied_at = now(), replied_by = $3 WHERE id = $1 RETURNING id', [
      feedbackId,
      text,
      staffId,
    ]);
    return rows.length > 0;
  }

  return { upload, submit, list: (memberId: number) => list(memberId), image, recent, reply };
}
