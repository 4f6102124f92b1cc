import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';

export interface SealingKey {
  keyId: string;
  /** SubjectPublicKeyInfo, DER, Base64: what the client imports. */
  publicKey: string;
  privateKey: KeyObject;
}

/**
 * A fresh RSA-2048 key pair for sealed request bodies, made when the server starts. It
 * lives only in memory: a client holding an older key id is told to fetch the key again
 * (request.keyUnknown), so a restart costs one extra round trip and no secret touches disk.
 */
export function generateSealingKey(): SealingKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const keyId = createHash('sha256').update(der).digest('base64url').slice(0, 16);
  return { keyId, publicKey: der.toString('base64'), privateKey };
}
