import { get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { forgetRemembered, readRemembered, remember, REMEMBER_KEY, type RememberedLogin } from '@/features/account/remember';

describe('remembered login', () => {
  it('keeps the method, username and dialling code', async () => {
    await remember({ type: 'sms', username: '9171234567', countryDialingCode: '63' });
    expect(await readRemembered()).toEqual({ type: 'sms', username: '9171234567', countryDialingCode: '63' });
    await forgetRemembered();
    expect(await readRemembered()).toBeNull();
  });

  it('never writes a record carrying a password, in any field', async () => {
    await remember({ type: 'username', username: 'demo', countryDialingCode: null, password: 'RGVtbzEyMzQ=' } as RememberedLogin);
    expect(await get(REMEMBER_KEY)).toBeUndefined();
  });

  it('drops a stored record that holds more than it should (an older version kept the password)', async () => {
    await set(REMEMBER_KEY, { type: 'username', username: 'demo', countryDialingCode: null, password: 'VWtkV2RFMTZSWGxOZWxFOQ==' });
    expect(await readRemembered()).toBeNull();
    expect(await get(REMEMBER_KEY)).toBeUndefined();
  });
});
