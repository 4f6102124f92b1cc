import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../../src/http/api-error';
import { createHashingQueue } from '../../src/services/accounts/hashing-queue';

/** A hash that ends when the test says so, standing in for one held up by a busy CPU. */
function heldHash() {
  let finish!: (key: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return { run: () => done, finish };
}

describe('waiting for a hashing slot on a host whose CPU is taken', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells a waiting caller the server is busy once its wait is over, and lets the next caller hash', async () => {
    const inSlot = createHashingQueue(() => ({ concurrency: 1, queue: 2, queueWaitMs: 5_000 }));
    const first = heldHash();
    const running = inSlot(first.run);
    const waiting = inSlot(async () => 'never');
    let settled = false;
    const outcome = waiting.then(
      () => 'hashed',
      (error: unknown) => error,
    );
    void outcome.then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).errorCode).toBe(ERROR_CODES.busy);

    // The caller that gave up left the queue: the one after it gets the slot when the first hash ends.
    const next = inSlot(async () => 'next hashed');
    first.finish('first hashed');
    expect(await running).toBe('first hashed');
    expect(await next).toBe('next hashed');
  });

  it('answers at once when the queue is full, without waiting', async () => {
    const inSlot = createHashingQueue(() => ({ concurrency: 1, queue: 1, queueWaitMs: 5_000 }));
    const first = heldHash();
    const running = inSlot(first.run);
    const queued = inSlot(async () => 'queued hashed');
    await expect(inSlot(async () => 'refused')).rejects.toMatchObject({ status: 503, errorCode: ERROR_CODES.busy });
    first.finish('first hashed');
    expect(await running).toBe('first hashed');
    expect(await queued).toBe('queued hashed');
  });
});
