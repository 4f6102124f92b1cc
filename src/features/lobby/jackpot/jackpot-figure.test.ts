import { describe, expect, it } from 'vitest';
import { jackpotFigureAt, type Jackpot } from './jackpot-figure';

const lobby: Jackpot = {
  value: 999_999_000.5,
  asOf: 1_000_000,
  perSecond: 7_500.37,
  decimals: 2,
  intervalsMs: [3000, 4000, 5000],
  range: { min: 100_000_000, max: 1_000_000_000 },
};

describe("the game centre's jackpot figure", () => {
  it('grows from the platform’s figure with time, to the cent', () => {
    expect(jackpotFigureAt({ ...lobby, value: 500_000_000 }, lobby.asOf + 4000)).toBe(500_030_001.48);
    expect(jackpotFigureAt(lobby, lobby.asOf - 5000)).toBe(999_999_000.5);
  });

  it('starts again from 100 million once it reaches 1 billion', () => {
    // 999,499.5 short of a billion; a thousand seconds later it has grown 7,500,370 and passed it.
    const figure = jackpotFigureAt(lobby, lobby.asOf + 1_000_000);
    expect(figure).toBe(100_000_000 + 7_500_370 - 999.5);
    expect(figure).toBeGreaterThanOrEqual(100_000_000);
    expect(figure).toBeLessThan(1_000_000_000);
  });

  it('stays whole for a figure without decimals or range (Home’s)', () => {
    const home: Jackpot = { value: 1_250_000_000, asOf: 0, perSecond: 7_500, decimals: 0, intervalsMs: [3000] };
    expect(jackpotFigureAt(home, 3_333)).toBe(1_250_024_997);
  });
});
