import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

describe('dates a player reads', () => {
  it('are in Philippine time, whatever the device’s zone', () => {
    // 16:05 UTC is 00:05 the next day in Manila.
    expect(formatDateTime('2026-11-26T16:05:00Z', 'TY')).toBe('Nob 27, 2026, 12:05 AM');
    expect(formatDateTime('2026-11-26T16:05:00Z', 'EN')).toBe('Nov 27, 2026, 12:05 AM');
  });

  it('name the month in Tagalog for Tagalog, in English for English', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDate(new Date(Date.UTC(2026, month, 15, 4)).toISOString(), 'TY'));
    expect(months.map((text) => text.split(' ')[0])).toEqual([
      'Ene',
      'Peb',
      'Mar',
      'Abr',
      'May',
      'Hun',
      'Hul',
      'Ago',
      'Set',
      'Okt',
      'Nob',
      'Dis',
    ]);
    expect(formatDate('2026-01-15T04:00:00Z', 'en')).toBe('Jan 15, 2026');
  });

  it('give the clock time with its half of the day', () => {
    expect(formatTime('2026-11-26T04:30:00Z')).toBe('12:30 PM');
  });
});
