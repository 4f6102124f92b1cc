import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A 256-bit bearer token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const newId = () => randomBytes(16).toString('hex');

/** n random decimal digits from the CSPRNG. */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(0, 10));
  return out;
}

/** Unambiguous capitals and digits for codes people type from an e-mail. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function randomCode(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return out;
}
