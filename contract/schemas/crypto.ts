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

/** The sealed plaintext: a nonce used once, the moment of sealing, and the call's body. */
export const sealedPlaintextSchema = z.strictObject({
  nonce: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  sealedAt: z.int().check(z.nonnegative()),
  body: z.unknown(),
});
