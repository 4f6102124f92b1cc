import { describe, expect, it } from 'vitest';
import { awaitedAfter, nextDrawRefreshIn } from './draw-refresh';

const at = (minutes: number, seconds = 0) => Date.UTC(2026, 10, 26, 12, minutes, seconds);
const iso = (time: number) => new Date(time).toISOString();
const draw = (drawNo: string, drawMinute: number) => ({ drawNo, drawAt: iso(at(drawMinute)), closesAt: iso(at(drawMinute - 1)) });

describe('Tala 3D while it is open', () => {
  it('asks again just after the soonest draw’s tickets close, so the next draw takes its place', () => {
    const state = { draws: [draw('A', 5), draw('B', 10)], results: [] };
    const now = at(2);
    const awaited = awaitedAfter(state, new Map(), now);
    expect(nextDrawRefreshIn(state, awaited, now)).toBe(at(4, 1) - now);
  });

  it('remembers a closed draw and asks for its result once the platform has settled it', () => {
    const offered = { draws: [draw('A', 5), draw('B', 10)], results: [] };
    let awaited = awaitedAfter(offered, new Map(), at(2));
    // A's tickets have closed: the platform offers B and C.
    const closed = { draws: [draw('B', 10), draw('C', 15)], results: [] };
    awaited = awaitedAfter(closed, awaited, at(4, 1));
    expect(nextDrawRefreshIn(closed, awaited, at(4, 1))).toBe(at(5, 12) - at(4, 1));
    // A's result is in: the next moment is B's closing.
    const drawn = { draws: [draw('B', 10), draw('C', 15)], results: [{ drawNo: 'A', drawAt: iso(at(5)), numbers: '123' }] };
    awaited = awaitedAfter(drawn, awaited, at(5, 12));
    expect([...awaited.keys()]).toEqual(['B', 'C']);
    expect(nextDrawRefreshIn(drawn, awaited, at(5, 12))).toBe(at(9, 1) - at(5, 12));
  });

  it('asks for a result once: a draw nobody played has none, and the page does not keep asking', () => {
    const closed = { draws: [draw('B', 10), draw('C', 15)], results: [] };
    const awaited = awaitedAfter(closed, new Map([['A', at(5)]]), at(5, 12));
    expect(awaited.has('A')).toBe(false);
    expect(nextDrawRefreshIn(closed, awaited, at(5, 12))).toBe(at(9, 1) - at(5, 12));
    const quiet = { draws: [], results: [] };
    expect(nextDrawRefreshIn(quiet, awaitedAfter(quiet, new Map(), at(11)), at(11))).toBeNull();
  });
});
