import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createHashingQueue } from './hashing-queue';
import { scryptOnThread } from './hashing-threads';

/**
 * scrypt with N = 2^17, r = 8, p = 1: about 128 MiB and a few hundred milliseconds per
 * hash, so a stolen table is slow to attack. maxmem is raised explicitly because Node's
 * 32 MiB default refuses these parameters.
 */
export const SCRYPT_PARAMS = { logN: 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const MAX_MEM = 256 * 1024 * 1024;

/** Stored as `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>` so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { logN, r, p } = SCRYPT_PARAMS;
  const hash = await derive(password, salt, { N: 2 ** logN, r, p, maxmem: MAX_MEM });
  return ['scrypt', logN, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 4) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, salt, { N: 2 ** logN, r, p, maxmem: MAX_MEM });
  return timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches, checked when the account is unknown or has no password so
 * a failed login takes as long whichever credential was wrong.
 */
const DUMMY_HASH = `scrypt$${SCRYPT_PARAMS.logN}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA==$${Buffer.alloc(KEY_BYTES).toString('base64')}`;

export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

/*
 * Hashes in flight are limited: one per core, each on a thread of its own
 * (`hashing-threads.ts`), so answers, static files and compression keep a share of the CPU.
 * A short queue waits for a free slot, for at most a few seconds; beyond either the caller
 * gets a fast 503 with Retry-After, instead of every login slowing down (and 128 MiB more
 * memory held) for each one waiting, or waiting for as long as another process holds the CPU.
 */
const DEFAULT_QUEUE_WAIT_MS = 5_000;
let limits = defaultLimits({});

function defaultLimits(options: { concurrency?: number | undefined; queue?: number | undefined; queueWaitMs?: number | undefined }) {
  const concurrency = options.concurrency ?? availableParallelism();
  return { concurrency, queue: options.queue ?? concurrency * 4, queueWaitMs: options.queueWaitMs ?? DEFAULT_QUEUE_WAIT_MS };
}

/** Sets the limits (configuration `hashing`); unset values follow the cores. */
export function configureHashing(options: {
  concurrency?: number | undefined;
  queue?: number | undefined;
  queueWaitMs?: number | undefined;
}): void {
  limits = defaultLimits(options);
}

const inHashingSlot = createHashingQueue(() => limits);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inHashingSlot(() => scryptOnThread(password.normalize('NFC'), salt, KEY_BYTES, options));
}
