import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-gateway-signature';
export const TIMESTAMP_HEADER = 'x-gateway-timestamp';
/** A callback signed longer ago (or further ahead) than this is refused: a replayed old callback is worthless. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** HMAC-SHA256 over "<unix seconds>.<raw body>", hex. */
export function signCallback(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type SignatureCheck = 'valid' | 'missing' | 'stale' | 'forged';

/** Checks a callback's signature over its raw body, in constant time once the shapes match. */
export function verifyCallback(
  secret: string,
  headers: { timestamp: unknown; signature: unknown },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'forged';
  const sent = Number(timestamp);
  if (Math.abs(nowSeconds - sent) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(signCallback(secret, sent, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'valid' : 'forged';
}
