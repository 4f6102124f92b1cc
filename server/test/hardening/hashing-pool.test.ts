import { expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { loginRequest } from '../accounts/login-helper';

describeOnEachDatabase(
  'password hashing under a burst of logins',
  (use) => {
    it('hashes one at a time with one waiting, and answers the rest at once with 503 and Retry-After', async () => {
      const { app } = use();
      const burst = await Promise.all(
        Array.from({ length: 8 }, () => loginRequest(app, { type: 'username', username: 'demo', password: 'Demo1234' })),
      );
      const busy = burst.filter((response) => response.statusCode === 503);
      const done = burst.filter((response) => response.statusCode === 200);
      expect(done.length).toBeGreaterThanOrEqual(2);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(done.length + busy.length).toBe(8);
      for (const response of busy) {
        expect(response.headers['retry-after']).toBe('1');
        expect(envelope(response).errorCode).toBe(ERROR_CODES.busy);
      }
      // Once the burst is over, a login goes through.
      const after = await loginRequest(app, { type: 'username', username: 'demo', password: 'Demo1234' });
      expect(after.statusCode).toBe(200);
    });
  },
  // A wait far longer than any hash here, so only the full queue answers busy however slow the machine is.
  { hashing: { concurrency: 1, queue: 1, queueWaitMs: 600_000 } },
);

describeOnEachDatabase(
  'password hashing on a host whose CPU another process holds',
  (use) => {
    it('tells a login waiting for a hashing slot past its wait that the server is busy, instead of holding it open', async () => {
      const { app } = use();
      // One slot and a wait of 1 ms: while one login hashes (hundreds of milliseconds), the others outwait it.
      const burst = await Promise.all(
        Array.from({ length: 3 }, () => loginRequest(app, { type: 'username', username: 'demo', password: 'Demo1234' })),
      );
      const busy = burst.filter((response) => response.statusCode === 503);
      expect(burst.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      for (const response of busy) {
        expect(response.headers['retry-after']).toBe('1');
        expect(envelope(response).errorCode).toBe(ERROR_CODES.busy);
      }
    });
  },
  { hashing: { concurrency: 1, queue: 4, queueWaitMs: 1 } },
);
