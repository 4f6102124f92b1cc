import { ERROR_CODES } from '../../../../contract/errors';
import { ApiError } from '../../http/api-error';

const RETRY_AFTER_SECONDS = 1;

export interface HashingLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a slot; beyond, a fast 503. */
  queue: number;
  /** How long a waiting hash may wait for a slot before its caller gets the fast 503 instead. */
  queueWaitMs: number;
}

export function busyError(): ApiError {
  return new ApiError(
    503,
    ERROR_CODES.busy,
    'The server is busy; try again in a moment',
    { retryAfter: RETRY_AFTER_SECONDS },
    RETRY_AFTER_SECONDS,
  );
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Slots for hashes with a bounded queue. A full queue answers at once; a waiting hash whose slot
 * does not come within `queueWaitMs` answers the same 503, so a host too busy to hash tells the
 * caller to retry instead of holding its request open for as long as the CPU stays taken.
 */
export function createHashingQueue(limits: () => HashingLimits) {
  let running = 0;
  const waiting: Waiter[] = [];

  function waitForSlot(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(busyError());
        }, limits().queueWaitMs),
      };
      waiting.push(waiter);
    });
  }

  return async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
    const { concurrency, queue } = limits();
    if (running < concurrency) running++;
    else if (waiting.length < queue) await waitForSlot();
    else throw busyError();
    try {
      return await work();
    } finally {
      // A waiting caller takes the slot over; otherwise it is freed.
      const next = waiting.shift();
      if (next) next.start();
      else running--;
    }
  };
}
