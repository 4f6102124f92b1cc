import { describe, expect, it } from 'vitest';
import { rowHeightFor, visibleRows } from './virtual-rows';

describe('windowed rows', () => {
  it('keeps only the rows meeting the viewport plus a few either side', () => {
    // 667 rows of 150 px (2,000 games in threes); the list top is 3,000 px above the viewport.
    expect(visibleRows(-3000, 844, 150, 667, 3)).toEqual([17, 28]);
    expect(visibleRows(200, 844, 150, 667, 3)).toEqual([0, 7]);
  });

  it('clamps to the list and answers nothing for an empty list or a list scrolled past', () => {
    expect(visibleRows(-1_000_000, 844, 150, 667, 3)).toEqual([0, -1]);
    expect(visibleRows(0, 844, 150, 0)).toEqual([0, -1]);
    expect(visibleRows(-99_900, 844, 150, 667, 3)).toEqual([663, 666]);
  });

  it('sizes a row from the width: square art plus the name and the gap below', () => {
    expect(rowHeightFor(358, 3, 10, 24, 14)).toBe(Math.round((358 - 20) / 3 + 38));
  });
});
