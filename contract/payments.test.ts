import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, parseMinorUnits } from './payments';

describe('money on the wire', () => {
  it('reads back every amount it writes, exactly, in minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_99 }), (cents) => {
        expect(parseMinorUnits(formatMinorUnits(cents))).toBe(cents);
      }),
    );
  });

  it('adds amounts in minor units without the drift floating-point pesos have', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_00 }), { maxLength: 200 }), (amounts) => {
        const total = amounts.reduce((sum, cents) => sum + parseMinorUnits(formatMinorUnits(cents))!, 0);
        expect(formatMinorUnits(total)).toBe(formatMinorUnits(amounts.reduce((a, b) => a + b, 0)));
      }),
    );
    expect(parseMinorUnits('0.10')! + parseMinorUnits('0.20')!).toBe(parseMinorUnits('0.30'));
  });

  it('refuses every text that is not a plain decimal amount with at most two places', () => {
    for (const bad of [
      '1e309',
      '-0',
      '-1',
      '0.001',
      '５００',
      '12345678901234567890',
      '',
      'abc',
      ' 500',
      '500.',
      '.5',
      '+5',
      '0x10',
      'Infinity',
      '01',
    ]) {
      expect(parseMinorUnits(bad), bad).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = parseMinorUnits(text);
        if (cents !== null) expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
      }),
    );
  });
});
