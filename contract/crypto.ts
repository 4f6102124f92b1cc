import type { SealedBody } from './schemas/crypto';

/**
 * Sealed request bodies (the `encrypted` encoding). The platform publishes an RSA public
 * key; the sender makes a fresh AES-256-GCM key per request, encrypts the JSON body with
 * it, wraps the AES key with RSA-OAEP (SHA-256) and sends both. The call's method and path
 * are the AES-GCM additional data, so a body sealed for one call cannot be replayed to another.
 *
 * Written against WebCrypto only, so the browser, the tests and the benchmark share it.
 */
export const SEALED_BODY_SCHEME = 'RSA-OAEP-256+A256GCM' as const;
export const sealedAad = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
export interface PublicSealingKey {
  keyId: string;
  /** SubjectPublicKeyInfo, DER, Base64. */
  publicKey: string;
}
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
/**
 * What is sealed: the body with a fresh random nonce and the moment of sealing (ms since the
 * epoch, by the platform's clock). The platform accepts each nonce once, within a short
 * window of `sealedAt`, so a captured body cannot be sent again.
 */
export interface SealedPlaintext {
  nonce: string;
  sealedAt: number;
  body: unknown;
}
function newNonce(): string {
  return toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
/** Seals `value` for the call `method path` with the platform's public key; `sealedAt` defaults to this clock. */
export async function sealJson(
  key: PublicSealingKey,
  method: string,
  path: string,
  value: unknown,
  sealedAt: number = Date.now(),
): Promise<SealedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey('spki', fromBase64(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext: SealedPlaintext = { nonce: newNonce(), sealedAt: Math.round(sealedAt), body: value };
  const plain = new TextEncoder().encode(JSON.stringify(plaintext));
  const additionalData = new TextEncoder().encode(sealedAad(method, path));
  const data = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aesKey, plain));
  const rawAes = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawAes));
  rawAes.fill(0);
  return { v: 1, kid: key.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}
export type { SealedBody } from './schemas/crypto';
