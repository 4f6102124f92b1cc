import { expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { registerRequest, solvedCaptcha, uniqueName } from './account-helpers';
import { randomAddress } from './login-helper';

const base = { registerMethod: 'H5' as const, password: 'Secret123', confirmPassword: 'Secret123' };

describeOnEachDatabase(
  'registrations per address',
  (use) => {
    it('refuses an address past the operator’s hourly number of registrations, and not another address', async () => {
      const { app } = use();
      const address = randomAddress();
      const register = async (remoteAddress: string) =>
        registerRequest(app, 'username', { ...base, username: uniqueName(), ...(await solvedCaptcha(app, 'register')) }, { remoteAddress });
      expect((await register(address)).statusCode).toBe(200);
      expect((await register(address)).statusCode).toBe(200);
      const third = await register(address);
      expect(third.statusCode).toBe(429);
      expect(envelope(third).errorCode).toBe(ERROR_CODES.tooManyAttempts);
      expect((await register(randomAddress())).statusCode).toBe(200);
    });
  },
  { limits: { registrationsPerAddressPerHour: 2 } },
);
