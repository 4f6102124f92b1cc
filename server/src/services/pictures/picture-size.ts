import type { ApiError } from '../../http/api-error';

/**
 * The most pixels an uploaded picture may have. Decoding costs about four bytes a pixel whatever
 * the file's size: a 5 KB PNG can claim a million pixels by forty (about 220 MB once decoded), so
 * the size is read from the file's header and judged before a single pixel is decoded.
 */
export const MAX_PICTURE_PIXELS = 4096 * 4096;

export interface PictureHeader {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

/**
 * Reads a PNG's or JPEG's format and size from its header only (sharp's metadata does not decode
 * pixels) and refuses one larger than MAX_PICTURE_PIXELS with `tooLarge`, anything else with `unreadable`.
 */
export async function readPictureHeader(
  bytes: Buffer,
  refusals: { tooLarge: () => ApiError; unreadable: () => ApiError },
): Promise<PictureHeader> {
  // Loaded on the first upload: the image library and its native code stay out of a server that never sees one.
  const { default: sharp } = await import('sharp');
  let header: { format?: string; width?: number; height?: number };
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refusals.unreadable();
  }
  const { format, width, height } = header;
  if ((format !== 'png' && format !== 'jpeg') || !width || !height) throw refusals.unreadable();
  if (width * height > MAX_PICTURE_PIXELS) throw refusals.tooLarge();
  return { format, width, height };
}
