import { describe, expect, it } from 'vitest';
import { keepStoreBusy } from '../../tests/unit/support/busy-store';
import { get, set, StoreTimeoutError } from './device-store';

describe('the device store', () => {
  it('answers reads and writes', async () => {
    await set('device-store-test', { kept: true });
    expect(await get('device-store-test')).toEqual({ kept: true });
  });

  it('gives up on a store stuck behind another write instead of waiting for ever, and answers again once it is free', async () => {
    await set('device-store-test', 'before');
    const release = await keepStoreBusy();
    try {
      await expect(get('device-store-test')).rejects.toBeInstanceOf(StoreTimeoutError);
      await expect(set('device-store-test', 'during')).rejects.toBeInstanceOf(StoreTimeoutError);
    } finally {
      release();
    }
    await expect.poll(() => get('device-store-test')).toBeDefined();
  });
});
