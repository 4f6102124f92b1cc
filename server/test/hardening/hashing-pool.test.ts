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
  { hashing: { concurrency: 1, queue: 1 } },
);
