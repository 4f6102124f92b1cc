import { expect, it } from 'vitest';
import { createReadCache } from '../../src/services/catalogue/read-cache';

it('shares one read among callers and reads again once the answer is old', async () => {
  let clock = 0;
  let reads = 0;
  const cache = createReadCache(1000, 10, () => clock);
  const load = async () => ++reads;
  const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
  expect([a, b, reads]).toEqual([1, 1, 1]);
  clock = 999;
  expect(await cache.get('k', load)).toBe(1);
  clock = 1000;
  expect(await cache.get('k', load)).toBe(2);
  expect(await cache.get('other', load)).toBe(3);
  cache.clear();
  expect(await cache.get('k', load)).toBe(4);
});

it('does not keep a failed read', async () => {
  const cache = createReadCache(60_000);
  await expect(cache.get('k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
  expect(await cache.get('k', async () => 'back')).toBe('back');
});
