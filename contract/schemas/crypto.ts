import * as z from 'zod/mini';

export const sealedBodySchema = z.strictObject({
  v: z.literal(1),
  /** Which of the platform's keys wrapped the AES key. */
  kid: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The AES key, wrapped with RSA-OAEP; Base64. */
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  /** The 96-bit AES-GCM nonce; Base64. */
  iv: z.string().check(z.minLength(1), z.maxLength(32)),
  /** Ciphertext with the 128-bit tag appended; Base64. */
  data: z.string().check(z.minLength(1), z.maxLength(60_000)),
});
export type SealedBody = z.infer<typeof sealedBodySchema>;
