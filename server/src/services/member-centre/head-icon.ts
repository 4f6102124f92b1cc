import { createHash } from 'node:crypto';
import { ERROR_CODES } from '../../../../contract/errors';
import { HEAD_ICON_MAX_BYTES, HEAD_ICON_SIZE, MEMBER_CENTRE_ERRORS } from '../../../../contract/member-centre';
import { isTrialType } from '../../../../contract/members';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { MAX_PICTURE_PIXELS, readPictureHeader } from '../pictures/picture-size';

/**
 * Head icons: the upload is judged by its bytes (a PNG or JPEG whatever its name says), then
 * decoded, turned upright, cropped to a square and written again as a PNG. Writing it again
 * drops every piece of metadata (location, camera, comments) and anything hidden after the
 * image data; only the new file is kept and served.
 */
export function createHeadIconService(db: Database) {
  return {
    async upload(session: Session, body: unknown): Promise<{ headIcon: string }> {
      if (isTrialType(session.type))
        throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new ApiError(400, MEMBER_CENTRE_ERRORS.headIconType, 'Send a PNG or JPEG picture');
      if (body.length > HEAD_ICON_MAX_BYTES) throw new ApiError(400, MEMBER_CENTRE_ERRORS.headIconSize, 'The picture is larger than 5 MB');
      await readPictureHeader(body, {
        tooLarge: () => new ApiError(400, MEMBER_CENTRE_ERRORS.headIconPixels, 'The picture is larger than 4096 × 4096 pixels'),
        unreadable: () => new ApiError(400, MEMBER_CENTRE_ERRORS.headIconType, 'Send a PNG or JPEG picture'),
      });
      const { default: sharp } = await import('sharp');
      let png: Buffer;
      try {
        png = await sharp(body, { limitInputPixels: MAX_PICTURE_PIXELS })
          .rotate()
          .resize(HEAD_ICON_SIZE, HEAD_ICON_SIZE, { fit: 'cover' })
          .png({ compressionLevel: 9 })
          .toBuffer();
      } catch {
        throw new ApiError(400, MEMBER_CENTRE_ERRORS.headIconType, 'The picture could not be read');
      }
      const name = `${session.memberId}-${createHash('sha256').update(png).digest('hex').slice(0, 20)}.png`;
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO head_icons (name, member_id, bytes) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
          name,
          session.memberId,
          png,
        ]);
        await tx.query('UPDATE members SET head_icon = $2 WHERE id = $1', [session.memberId, name]);
      });
      return { headIcon: `/cdn/head-icons/${name}` };
    },

    async read(name: string): Promise<Buffer | null> {
      if (!/^\d{1,10}-[0-9a-f]{20}\.png$/.test(name)) return null;
      const { rows } = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM head_icons WHERE name = $1', [name]);
      return rows[0] ? Buffer.from(rows[0].bytes) : null;
    },
  };
}
