import type { SlotSymbol } from '../../../../contract/lobby';
import type { PayEntry, SlotMachine } from './machine';

/**
 * Gem Palace: three reels, three rows, nine lines, and a wild crown that stands in for any
 * gem. Longer strips with fewer high gems than Tala Fruits: rarer, bigger wins.
 */
const T = 'TOPAZ';
const A = 'AMETHYST';
const E = 'EMERALD';
const S = 'SAPPHIRE';
const R = 'RUBY';
const D = 'DIAMOND';
const W = 'CROWN';

const GEM_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [T, A, E, T, S, A, T, R, E, A, T, D, T, A, E, W, T, S, A, E, T, R, A, T, E, S, T, A],
  [A, T, E, A, T, S, T, R, A, E, T, A, D, T, E, A, S, T, W, A, E, T, R, T, A, E, S, T],
  [T, E, A, T, S, T, A, R, E, T, A, E, T, D, A, T, S, E, A, T, W, T, R, A, E, T, S, A],
];

const GEM_LINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
  [0, 1, 0],
  [2, 1, 2],
  [1, 0, 1],
  [1, 2, 1],
];

const GEM_PAYTABLE: readonly PayEntry[] = [
  { symbol: W, count: 3, multiplier: 500 },
  { symbol: D, count: 3, multiplier: 200 },
  { symbol: R, count: 3, multiplier: 100 },
  { symbol: S, count: 3, multiplier: 40 },
  { symbol: E, count: 3, multiplier: 16 },
  { symbol: A, count: 3, multiplier: 9 },
  { symbol: T, count: 3, multiplier: 6 },
];

const multiplierOf = (symbol: SlotSymbol) => GEM_PAYTABLE.find((entry) => entry.symbol === symbol)?.multiplier ?? 0;

/** Three of a kind on a line, a crown counting as any gem; three crowns pay their own row. */
function evaluateGemLine(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; multiplier: number } | null {
  if (symbols.length !== 3) return null;
  const gems = symbols.filter((symbol) => symbol !== W);
  const symbol = gems[0] ?? W;
  if (gems.some((gem) => gem !== symbol)) return null;
  return { symbol, count: 3, multiplier: multiplierOf(symbol) };
}

export const GEMS: SlotMachine = {
  id: 'GEMS',
  strips: GEM_STRIPS,
  lines: GEM_LINES,
  paytable: GEM_PAYTABLE,
  // Nine lines: every stake splits into whole cents per line.
  bets: [0.9, 1.8, 4.5, 9, 18, 45, 90],
  evaluateLine: evaluateGemLine,
};
