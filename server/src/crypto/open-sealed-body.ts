import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../contract/account';
import { sealedAad } from '../../../contract/crypto';
import { sealedBodySchema } from '../../../contract/schemas/crypto';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import type { BodyOpener } from '../http/context';
import type { SealingKey } from './sealing-key';

const AES_KEY_BYTES = 32;
const GCM_TAG_BYTES = 16;
const GCM_IV_BYTES = 12;

/**
 * Opens bodies sealed with contract/crypto.ts `sealJson`: unwraps the AES key with the
 * private RSA key, then decrypts and authenticates the JSON with the call's method and
 * path as additional data. Anything that does not open is the caller's fault: 400.
 */
export function createBodyOpener(keys: () => SealingKey): BodyOpener {
  return (request: FastifyRequest) => {
    const parsed = sealedBodySchema.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, 'The sealed body is malformed');
    const sealed = parsed.data;
    const key = keys();
    if (sealed.kid !== key.keyId) {
      throw new ApiError(400, ACCOUNT_ERROR_CODES.sealingKeyUnknown, 'The sealing key has changed; fetch it again');
    }
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
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      throw new ApiError(400, ERROR_CODES.badRequest, 'The sealed body could not be opened');
    }
  };
}
