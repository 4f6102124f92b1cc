import { describe, expect, it } from 'vitest';
import { formatMoneyText, plainAmount } from '@contract/payments';
import { readAmount } from './money';
import { customRangeIssue } from './records/RangePicker';

describe('money as the wallet pages show and read it', () => {
  it('groups the platform’s decimal text with the site symbol, without a float in between', () => {
    expect(formatMoneyText('1234567.80', '₱')).toBe('₱1,234,567.80');
    expect(formatMoneyText('-250.75', '₱')).toBe('-₱250.75');
    expect(formatMoneyText('0.00', '₱')).toBe('₱0.00');
    // Past what a double holds exactly: the text is shown as it came.
    expect(formatMoneyText('90071992547409.93', '₱')).toBe('₱90,071,992,547,409.93');
  });

  it('reads what a player typed, commas and spaces aside, and refuses what the platform would', () => {
    expect(readAmount('1,000')).toBe(100_000);
    expect(readAmount(' 450.5 ')).toBe(45_050);
    for (const bad of ['1e3', '-5', '0.001', '５００', 'abc', '']) expect(readAmount(bad), bad).toBeNull();
    expect(plainAmount('500.00')).toBe('500');
    expect(plainAmount('450.50')).toBe('450.50');
  });

  it('allows a custom range of at most 90 days that ends on or after its start', () => {
    expect(customRangeIssue('2026-01-01', '2026-03-31')).toBeNull();
    expect(customRangeIssue('2026-01-01', '2026-04-01')).toBe('tooLong');
    expect(customRangeIssue('2026-03-02', '2026-03-01')).toBe('backwards');
    expect(customRangeIssue('', '2026-03-01')).toBe('missing');
  });
});
