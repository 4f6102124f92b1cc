import type { SlotMachineId, SlotSymbol } from '../../../../contract/lobby';

/**
 * The in-house slots: three reels, three visible rows, fixed lines. Everything that decides
 * a payout lives in a machine, as data, so the published return to player is computed from
 * exactly what the spins use. Tala Fruits is the machine below; Gem Palace is in gems.ts.
 */
export interface PayEntry {
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

export interface SlotMachine {
  id: SlotMachineId;
  strips: readonly (readonly SlotSymbol[])[];
  /** Rows read by each line, one per reel (0 top, 1 middle, 2 bottom). */
  lines: readonly (readonly number[])[];
  paytable: readonly PayEntry[];
  /** Stakes offered, in currency units; each splits evenly over the lines in whole cents. */
  bets: readonly number[];
  /** What one line of three symbols pays, as a multiplier of the line bet. */
  evaluateLine(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; multiplier: number } | null;
}

/** Reel strips, top to bottom; a stop shows the symbol at the stop and its two neighbours. */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [
    'CHERRY',
    'LEMON',
    'ORANGE',
    'PLUM',
    'LEMON',
    'CHERRY',
    'BAR',
    'SEVEN',
    'ORANGE',
    'BELL',
    'LEMON',
    'CHERRY',
    'PLUM',
    'ORANGE',
    'BAR',
    'LEMON',
    'SEVEN',
    'CHERRY',
    'LEMON',
    'ORANGE',
    'PLUM',
    'BELL',
    'BAR',
    'SEVEN',
  ],
  [
    'LEMON',
    'CHERRY',
    'ORANGE',
    'PLUM',
    'LEMON',
    'BELL',
    'BAR',
    'ORANGE',
    'PLUM',
    'CHERRY',
    'LEMON',
    'SEVEN',
    'BELL',
    'ORANGE',
    'BAR',
    'PLUM',
    'LEMON',
    'CHERRY',
    'LEMON',
    'ORANGE',
    'PLUM',
    'BELL',
    'BAR',
    'SEVEN',
  ],
  [
    'CHERRY',
    'LEMON',
    'ORANGE',
    'PLUM',
    'LEMON',
    'BELL',
    'CHERRY',
    'ORANGE',
    'PLUM',
    'LEMON',
    'BAR',
    'CHERRY',
    'SEVEN',
    'BELL',
    'ORANGE',
    'PLUM',
    'LEMON',
    'CHERRY',
    'LEMON',
    'ORANGE',
    'PLUM',
    'BELL',
    'BAR',
    'SEVEN',
  ],
];

/** Rows read by each line, one per reel (0 top, 1 middle, 2 bottom). */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/**
 * Multipliers of the line bet. Three of a kind on a line pays its row; cherries pay
 * from the leftmost reel: two cherries (the third not a cherry) and one cherry alone.
 */
export const PAYTABLE: readonly { symbol: SlotSymbol; count: number; multiplier: number }[] = [
  { symbol: 'SEVEN', count: 3, multiplier: 250 },
  { symbol: 'BAR', count: 3, multiplier: 100 },
  { symbol: 'BELL', count: 3, multiplier: 50 },
  { symbol: 'PLUM', count: 3, multiplier: 25 },
  { symbol: 'ORANGE', count: 3, multiplier: 20 },
  { symbol: 'LEMON', count: 3, multiplier: 15 },
  { symbol: 'CHERRY', count: 3, multiplier: 10 },
  { symbol: 'CHERRY', count: 2, multiplier: 3 },
  { symbol: 'CHERRY', count: 1, multiplier: 1 },
];

/** Stakes offered, in whole currency units; each splits evenly over the lines in cents. */
export const BETS: readonly number[] = [1, 2, 5, 10, 20, 50, 100];

export type Stops = readonly [number, number, number];

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

const multiplierOf = (symbol: SlotSymbol, count: number) =>
  PAYTABLE.find((entry) => entry.symbol === symbol && entry.count === count)?.multiplier ?? 0;

/** What one line pays, as a multiplier of the line bet and the combination that paid. */
export function evaluateLine(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; multiplier: number } | null {
  const [a, b, c] = symbols;
  if (!a || !b || !c) return null;
  if (a === b && b === c) return { symbol: a, count: 3, multiplier: multiplierOf(a, 3) };
  if (a === 'CHERRY' && b === 'CHERRY') return { symbol: 'CHERRY', count: 2, multiplier: multiplierOf('CHERRY', 2) };
  if (a === 'CHERRY') return { symbol: 'CHERRY', count: 1, multiplier: multiplierOf('CHERRY', 1) };
  return null;
}

export function evaluate(stops: Stops): { grid: SlotSymbol[][]; lineWins: LineWin[] } {
  return evaluateOn(FRUIT, stops);
}

/** The grid a machine shows at the given stops, grid[row][reel]. */
export function gridOn(machine: SlotMachine, stops: Stops): SlotSymbol[][] {
  return [0, 1, 2].map((row) =>
    machine.strips.map((strip, reel) => {
      const length = strip.length;
      return strip[((((stops[reel] ?? 0) + row - 1) % length) + length) % length]!;
    }),
  );
}

export function evaluateOn(machine: SlotMachine, stops: Stops): { grid: SlotSymbol[][]; lineWins: LineWin[] } {
  const grid = gridOn(machine, stops);
  const lineWins: LineWin[] = [];
  machine.lines.forEach((rows, index) => {
    const paid = machine.evaluateLine(rows.map((row, reel) => grid[row]![reel]!));
    if (paid && paid.multiplier > 0) lineWins.push({ line: index + 1, ...paid });
  });
  return { grid, lineWins };
}

/** A machine's exact return to player over every equally likely combination of stops. */
export function exactRtpOn(machine: SlotMachine): { paid: number; staked: number; rtp: number } {
  const [r0, r1, r2] = machine.strips.map((strip) => strip.length) as [number, number, number];
  let paid = 0;
  for (let a = 0; a < r0; a++) {
    for (let b = 0; b < r1; b++) {
      for (let c = 0; c < r2; c++) {
        for (const win of evaluateOn(machine, [a, b, c]).lineWins) paid += win.multiplier;
      }
    }
  }
  const staked = r0 * r1 * r2 * machine.lines.length;
  return { paid, staked, rtp: paid / staked };
}

const published = new Map<SlotMachine, number>();

/** The RTP as published to players: four decimals (0.96 is 96.00%); counted once per machine, as the tables never change. */
export function publishedRtp(machine: SlotMachine): number {
  let rtp = published.get(machine);
  if (rtp === undefined) {
    rtp = Math.round(exactRtpOn(machine).rtp * 10_000) / 10_000;
    published.set(machine, rtp);
  }
  return rtp;
}

/**
 * The exact return to player: every stop combination is equally likely, so the RTP is
 * the total of all line multipliers over every combination, divided by the combinations
 * times the lines (the bet is split evenly over the lines). Answered as a fraction.
 */
export function exactRtp(): { paid: number; staked: number; rtp: number } {
  return exactRtpOn(FRUIT);
}

/** Tala Fruits: the classic fruit machine. */
export const FRUIT: SlotMachine = { id: 'FRUIT', strips: REEL_STRIPS, lines: LINES, paytable: PAYTABLE, bets: BETS, evaluateLine };

/** The RTP as published to players: four decimals (0.96 is 96.00%). */
export const PUBLISHED_RTP = publishedRtp(FRUIT);
