import { describe, expect, it } from 'vitest';
import {
  clip,
  columnOptions,
  formatPicked,
  fromIsoDate,
  PICKER_COLUMNS,
  toIsoDate,
  withColumn,
  type PickerValue,
} from './date-picker-model';

const at = (year: number, month: number, day: number, hour = 0, minute = 0): PickerValue => ({ year, month, day, hour, minute });

describe('the date picker’s rules', () => {
  it('shows the columns each mode asks for', () => {
    expect(PICKER_COLUMNS.datetime).toEqual(['year', 'month', 'day', 'hour', 'minute']);
    expect(PICKER_COLUMNS.date).toEqual(['year', 'month', 'day']);
    expect(PICKER_COLUMNS.time).toEqual(['hour', 'minute']);
    expect(PICKER_COLUMNS.month).toEqual(['year', 'month']);
    expect(PICKER_COLUMNS.year).toEqual(['year']);
  });

  it('clips a value outside 2000 to 2030 onto the nearer end', () => {
    expect(clip(at(1999, 6, 15), 'date')).toEqual(at(2000, 1, 1));
    expect(clip(at(2031, 2, 3), 'date')).toEqual(at(2030, 12, 31));
    expect(clip(at(2045, 1, 1, 10, 10), 'datetime')).toEqual(at(2030, 12, 31, 23, 59));
    expect(clip(at(2026, 11, 25), 'date')).toEqual(at(2026, 11, 25));
  });

  it('clips into a narrower range a page sets, and moves a day past a month’s end into the month', () => {
    const min = at(2026, 3, 10);
    const max = at(2026, 11, 25);
    expect(clip(at(2026, 3, 2), 'date', min, max)).toEqual(min);
    expect(clip(at(2026, 12, 1), 'date', min, max)).toEqual(max);
    expect(clip(at(2026, 2, 31), 'date')).toEqual(at(2026, 2, 28));
    expect(clip(at(2028, 2, 31), 'date')).toEqual(at(2028, 2, 29));
    expect(withColumn(at(2026, 1, 31), 'month', 4, 'date')).toEqual(at(2026, 4, 30));
  });

  it('compares only the fields a mode shows', () => {
    // In month mode the day never decides: November 2026 fits under a maximum of 25 November 2026.
    expect(clip(at(2026, 11, 30), 'month', at(2000, 1, 1), at(2026, 11, 25))).toEqual(at(2026, 11, 1));
    expect(clip(at(2031, 5, 5), 'year')).toEqual(at(2030, 1, 1));
    // Time mode keeps to the clock: 25:70 is the last minute of the day.
    expect(clip(at(2026, 1, 1, 25, 70), 'time')).toEqual(at(2000, 1, 1, 23, 59));
  });

  it('offers in each column only what the range allows after the earlier columns', () => {
    const min = at(2026, 3, 10);
    const max = at(2026, 11, 25);
    expect(columnOptions('year', at(2026, 5, 5), 'date', min, max)).toEqual([2026]);
    expect(columnOptions('month', at(2026, 5, 5), 'date', min, max)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(columnOptions('day', at(2026, 11, 5), 'date', min, max)).toHaveLength(25);
    expect(columnOptions('day', at(2026, 3, 20), 'date', min, max)[0]).toBe(10);
    expect(columnOptions('day', at(2026, 4, 20), 'date', min, max)).toHaveLength(30);
    expect(columnOptions('year', at(2026, 1, 1), 'year')).toHaveLength(31);
  });

  it('steps minutes by one by default, over the whole hour', () => {
    const minutes = columnOptions('minute', at(2026, 1, 1, 10, 0), 'datetime');
    expect(minutes).toHaveLength(60);
    expect(minutes.slice(0, 3)).toEqual([0, 1, 2]);
    expect(columnOptions('minute', at(2026, 1, 1, 10, 0), 'time', undefined, undefined, 15)).toEqual([0, 15, 30, 45]);
    expect(columnOptions('hour', at(2030, 12, 31, 0, 0), 'datetime', undefined, at(2030, 12, 31, 9, 30))).toHaveLength(10);
  });

  it('reads and writes YYYY-MM-DD days, refusing days that do not exist', () => {
    expect(fromIsoDate('2026-02-28')).toEqual(at(2026, 2, 28));
    expect(fromIsoDate('2026-02-30')).toBeNull();
    expect(fromIsoDate('26-2-3')).toBeNull();
    expect(toIsoDate(at(2026, 3, 4))).toBe('2026-03-04');
  });

  it('writes the value for its mode', () => {
    expect(formatPicked(at(2026, 11, 25), 'date', 'en-PH')).toMatch(/25/);
    expect(formatPicked(at(2026, 11, 25), 'year', 'en-PH')).toBe('2026');
    expect(formatPicked(at(2026, 11, 25, 9, 5), 'time', 'en-PH')).toBe('09:05');
  });
});
