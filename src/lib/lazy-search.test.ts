import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazySearch } from './lazy-search';

describe('lazySearch', () => {
  const build = vi.fn(() => z.object({ page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined) }));
  const pageSearch = lazySearch(build);

  it('builds nothing until a page of the route opens', () => {
    expect(build).not.toHaveBeenCalled();
  });

  it('keeps good values and falls back for a hand-edited link, building the schema once', () => {
    expect(pageSearch({ page: '3' })).toEqual({ page: 3 });
    expect(pageSearch({ page: 'x' })).toEqual({ page: undefined });
    expect(build).toHaveBeenCalledTimes(1);
  });
});
