import { describe, expect, it, vi } from 'vitest';
import { noteReads, peekQuery, preloadQuery, queryOptions, takeServedReads } from './client';

describe('answers a page was rendered with', () => {
  it('are shown at once in the browser and not asked for again while fresh', async () => {
    const load = vi.fn(async () => ['fresh']);
    takeServedReads([{ key: ['served', 'banners', 'TY'], data: ['painted'] }]);
    expect(peekQuery(['served', 'banners', 'TY']).data).toEqual(['painted']);
    await preloadQuery(queryOptions({ key: ['served', 'banners', 'TY'], load }));
    expect(load).not.toHaveBeenCalled();
    expect(peekQuery(['served', 'banners', 'TY'])).toMatchObject({ status: 'ready', data: ['painted'], saved: false });
  });

  it('are noted while rendering: the ones a screen showed with data go with the page, a failed one keeps the page unpainted', async () => {
    await preloadQuery(queryOptions({ key: ['noted', 'shown'], load: async () => 1 }));
    await preloadQuery(queryOptions({ key: ['noted', 'unread'], load: async () => 2 }));
    const finish = noteReads();
    peekQuery(['noted', 'shown']);
    peekQuery(['noted', 'never-loaded']);
    expect(finish()).toEqual({ served: [{ key: ['noted', 'shown'], data: 1 }], failed: false });

    await preloadQuery(queryOptions({ key: ['noted', 'broken'], load: () => Promise.reject(new Error('down')) }));
    const again = noteReads();
    peekQuery(['noted', 'broken']);
    expect(again().failed).toBe(true);
  });

  it('leave a route loader waiting for a read it has nothing for, and never make it fail', async () => {
    let answer: (value: string) => void = () => undefined;
    const waiting = preloadQuery(
      queryOptions({ key: ['loader', 'slow'], load: () => new Promise<string>((resolve) => (answer = resolve)) }),
    );
    let done = false;
    void waiting.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    answer('here');
    await waiting;
    expect(peekQuery(['loader', 'slow']).data).toBe('here');
    await expect(
      preloadQuery(queryOptions({ key: ['loader', 'refused'], load: () => Promise.reject(new Error('no')) })),
    ).resolves.toBeUndefined();
  });
});
