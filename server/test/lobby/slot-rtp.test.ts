import { describe, expect, it } from 'vitest';
import type { SlotSymbol } from '../../../contract/lobby';
import { SLOT_SYMBOLS } from '../../../contract/lobby';
import { BETS, evaluate, exactRtp, LINES, PAYTABLE, PUBLISHED_RTP, REEL_STRIPS } from '../../src/services/slot/machine';

/** What the paytable says a line of three symbols pays, read straight from the table. */
function paytableMultiplier(a: SlotSymbol, b: SlotSymbol, c: SlotSymbol): number {
  const row = (symbol: SlotSymbol, count: number) => PAYTABLE.find((p) => p.symbol === symbol && p.count === count)?.multiplier ?? 0;
  if (a === b && b === c) return row(a, 3);
  if (a === 'CHERRY' && b === 'CHERRY') return row('CHERRY', 2);
  if (a === 'CHERRY') return row('CHERRY', 1);
  return 0;
}

describe('demo slot return to player', () => {
  it('publishes the RTP computed exactly from the reel strips and the paytable', () => {
    // Independent of the spin code: each reel shows any row's symbol with the frequency it has on its strip,
    // and every line is a draw of one symbol per reel, so each line returns the same share of its bet.
    const counts = REEL_STRIPS.map((strip) => new Map(SLOT_SYMBOLS.map((s) => [s, strip.filter((x) => x === s).length])));
    const [c0, c1, c2] = counts as [Map<SlotSymbol, number>, Map<SlotSymbol, number>, Map<SlotSymbol, number>];
    let paidPerCombination = 0;
    for (const a of SLOT_SYMBOLS) {
      for (const b of SLOT_SYMBOLS) {
        for (const c of SLOT_SYMBOLS) paidPerCombination += c0.get(a)! * c1.get(b)! * c2.get(c)! * paytableMultiplier(a, b, c);
      }
    }
    const combinations = REEL_STRIPS.reduce((n, strip) => n * strip.length, 1);

    const exact = exactRtp();
    // Whole-number cross-multiplication: the two fractions are equal, not merely close.
    expect(exact.paid * combinations).toBe(paidPerCombination * exact.staked);
    expect(PUBLISHED_RTP).toBe(Math.round((paidPerCombination / combinations) * 10_000) / 10_000);
    expect(PUBLISHED_RTP).toBe(0.96);
  });

  it('pays three sevens on the middle line 250 times the line bet', () => {
    const stops = REEL_STRIPS.map((strip) => strip.indexOf('SEVEN')) as [number, number, number];
    const { grid, lineWins } = evaluate(stops);
    expect(grid[1]).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    expect(lineWins).toContainEqual({ line: 1, symbol: 'SEVEN', count: 3, multiplier: 250 });
  });

  it('offers only stakes that split into whole cents over the lines', () => {
    for (const bet of BETS) expect(((bet * 100) / LINES.length) % 1).toBe(0);
  });
});
