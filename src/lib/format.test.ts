import { describe, expect, it } from 'vitest';
import { formatAmount, formatBadge, formatMoney } from './format';

describe('format', () => {
  it('shows unread counts up to 99, then 99+, and nothing at 0', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(7)).toBe('7');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });

  it('writes money with grouping and two decimals', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatMoney(22222, '₱', 0)).toBe('₱22,222');
  });

  it('groups every three digits, rounds to the decimals asked for, and keeps the sign of a loss', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(999.999)).toBe('1,000.00');
    expect(formatAmount(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatAmount(12345678, 0)).toBe('12,345,678');
    expect(formatAmount(-9876.5)).toBe('\u22129,876.50');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount(100, 0)).toBe('100');
  });

  it('writes a loss with a real minus sign before the currency symbol', () => {
    expect(formatMoney(-0.2, '₱')).toBe('−₱0.20');
    expect(formatMoney(-0.2, '₱').codePointAt(0)).toBe(0x2212);
    expect(formatMoney(-12345.6, '₱')).toBe('−₱12,345.60');
    expect(formatMoney(-1500, '₱', 0)).toBe('−₱1,500');
    expect(formatMoney(-0.004, '₱')).toBe('₱0.00');
    expect(formatMoney(0.2, '₱')).toBe('₱0.20');
  });
});
