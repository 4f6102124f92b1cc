import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface SealingKey {
  keyId: string;
  /** SubjectPublicKeyInfo, DER, Base64: what the client imports. */
  publicKey: string;
  privateKey: KeyObject;
}

/** A fresh RSA-2048 key pair for sealed request bodies. */
export function generateSealingKey(): SealingKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const keyId = createHash('sha256').update(der).digest('base64url').slice(0, 16);
  return { keyId, publicKey: der.toString('base64'), privateKey };
}

interface KeyRow {
  key_id: string;
  public_key: string;
  private_key: string;
}

/**
 * The platform's sealing key, kept in the database so every instance on it opens what any
 * other's key sealed (a client that fetched the key from one instance may send its login to
 * another). The first instance to start makes it; to rotate it, delete the row and restart
 * the instances: clients holding the old key id are told to fetch the key again.
 */
export async function loadSealingKey(db: Queryable): Promise<SealingKey> {
  const read = async () => (await db.query<KeyRow>('SELECT key_id, public_key, private_key FROM sealing_keys WHERE slot = 1')).rows[0];
  let row = await read();
  if (!row) {
    const fresh = generateSealingKey();
    await db.query(
      `INSERT INTO sealing_keys (slot, key_id, public_key, private_key) VALUES (1, $1, $2, $3) ON CONFLICT (slot) DO NOTHING`,
      [fresh.keyId, fresh.publicKey, fresh.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()],
    );
    row = await read();
  }
  if (!row) throw new Error('the sealing key could not be stored');
  return { keyId: row.key_id, publicKey: row.public_key, privateKey: createPrivateKey(row.private_key) };
}
