import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazySearchSchemas, SearchSchemasNotLoaded } from './lazy-search';

describe('lazySearchSchemas', () => {
  const build = vi.fn(() => z.object({ page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined) }));
  const importSchemas = vi.fn(() => Promise.resolve({ pageSearch: build }));
  const searches = lazySearchSchemas(importSchemas);
  const pageSearch = searches.validatorOf('pageSearch');

  it('loads nothing until a location is resolved', () => {
    expect(importSchemas).not.toHaveBeenCalled();
    expect(searches.loaded()).toBe(false);
  });

  it('refuses to check before the schemas are here, rather than pass values unchecked', () => {
    expect(() => pageSearch({ page: '3' })).toThrow(SearchSchemasNotLoaded);
  });

  it('keeps good values and falls back for a hand-edited link, building the schema once', async () => {
    await searches.load();
    expect(pageSearch({ page: '3' })).toEqual({ page: 3 });
    expect(pageSearch({ page: 'x' })).toEqual({ page: undefined });
    expect(build).toHaveBeenCalledTimes(1);
    expect(importSchemas).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    const flaky = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ pageSearch: build });
    const retried = lazySearchSchemas(flaky);
    await expect(retried.load()).rejects.toThrow('offline');
    await retried.load();
    expect(retried.loaded()).toBe(true);
  });
});
