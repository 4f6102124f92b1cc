import type { DrawState } from '@contract/lobby';

/** A draw's tickets have closed this long before the page asks again, so the next draw is on offer. */
const AFTER_CLOSE_MS = 1_000;
/** The platform settles a draw within seconds of its time (every 10 s by default): the page asks for its result this long after. */
const RESULT_AFTER_MS = 12_000;

/** Draws whose result the open page will ask for: number → time of the draw (ms). */
export type AwaitedDraws = ReadonlyMap<string, number>;

/**
 * The draws to ask a result for once this state has arrived: those on offer, and earlier ones
 * whose result is not yet due. A result is asked for once; one that comes later shows at the
 * next refresh (a draw nobody bought a ticket for has none).
 */
export function awaitedAfter(state: Pick<DrawState, 'draws' | 'results'>, before: AwaitedDraws, now: number): Map<string, number> {
  const awaited = new Map(before);
  for (const draw of state.draws) awaited.set(draw.drawNo, Date.parse(draw.drawAt));
  for (const result of state.results) awaited.delete(result.drawNo);
  for (const [drawNo, drawAt] of awaited) if (drawAt + RESULT_AFTER_MS <= now) awaited.delete(drawNo);
  return awaited;
}

/**
 * How long the open page waits before asking for the draw's state again: until the soonest
 * draw's tickets close (the next draw then takes its place), or until a draw's result is due;
 * null when nothing is.
 */
export function nextDrawRefreshIn(state: Pick<DrawState, 'draws'>, awaited: AwaitedDraws, now: number): number | null {
  const moments = [
    ...state.draws.map((draw) => Date.parse(draw.closesAt) + AFTER_CLOSE_MS),
    ...[...awaited.values()].map((drawAt) => drawAt + RESULT_AFTER_MS),
  ].filter((moment) => moment > now);
  return moments.length === 0 ? null : Math.min(...moments) - now;
}
