import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../contract/account';
import { sealedAad } from '../../../contract/crypto';
import { sealedBodySchema, sealedPlaintextSchema } from '../../../contract/schemas/crypto';
import type { Queryable } from '../db/database';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import type { BodyOpener } from '../http/context';
import type { SealingKey } from './sealing-key';

const AES_KEY_BYTES = 32;
const GCM_TAG_BYTES = 16;
const GCM_IV_BYTES = 12;

/** How far the moment of sealing may lie from the platform's clock, either way. */
export const SEALED_WINDOW_SECONDS = 120;

/**
 * Opens bodies sealed with contract/crypto.ts `sealJson`: unwraps the AES key with the
 * private RSA key, then decrypts and authenticates the JSON with the call's method and
 * path as additional data. Anything that does not open is the caller's fault: 400.
 */
export function createBodyOpener(keys: () => SealingKey, db: Queryable): BodyOpener {
  return async (request: FastifyRequest) => {
    const parsed = sealedBodySchema.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, 'The sealed body is malformed');
    const sealed = parsed.data;
    const key = keys();
    if (sealed.kid !== key.keyId) {
      throw new ApiError(400, ACCOUNT_ERROR_CODES.sealingKeyUnknown, 'The sealing key has changed; fetch it again');
    }
    let opened: unknown;
    try {
      const aesKey = privateDecrypt(
        { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed.key, 'base64'),
      );
      const iv = Buffer.from(sealed.iv, 'base64');
      const data = Buffer.from(sealed.data, 'base64');
      if (aesKey.length !== AES_KEY_BYTES || iv.length !== GCM_IV_BYTES || data.length <= GCM_TAG_BYTES) throw new Error('bad sizes');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: GCM_TAG_BYTES });
      decipher.setAAD(Buffer.from(sealedAad(request.method, request.routeOptions.url ?? request.url.split('?')[0] ?? '')));
      decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)), decipher.final()]);
      aesKey.fill(0);
      opened = JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      throw new ApiError(400, ERROR_CODES.badRequest, 'The sealed body could not be opened');
    }
    const plaintext = sealedPlaintextSchema.safeParse(opened);
    if (!plaintext.success) throw new ApiError(400, ERROR_CODES.badRequest, 'The sealed body carries no nonce and time');
    const { nonce, sealedAt, body } = plaintext.data;
    if (Math.abs(Date.now() - sealedAt) > SEALED_WINDOW_SECONDS * 1000) {
      throw new ApiError(400, ACCOUNT_ERROR_CODES.sealedStale, 'The sealed body is too old or too new; fetch the key and send it again');
    }
    await acceptNonceOnce(db, nonce);
    return body;
  };
}

/**
 * Records the nonce; refuses it when already recorded. Kept in the database, so a body sent
 * again is refused after a restart and by every other instance. A nonce is kept twice the
 * window, past which its body is stale anyway; old ones go in small batches now and then.
 */
async function acceptNonceOnce(db: Queryable, nonce: string): Promise<void> {
  if (Math.random() < 0.05) {
    await db.query(`DELETE FROM sealed_nonces WHERE nonce IN (SELECT nonce FROM sealed_nonces WHERE expires_at < now() LIMIT 200)`);
  }
  const { rows } = await db.query(
    `INSERT INTO sealed_nonces (nonce, expires_at) VALUES ($1, now() + make_interval(secs => $2)) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [nonce, SEALED_WINDOW_SECONDS * 2],
  );
  if (rows.length === 0) throw new ApiError(400, ACCOUNT_ERROR_CODES.sealedReplayed, 'This sealed body was already used');
}
