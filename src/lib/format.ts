/**
 * Money with grouping and a fixed number of decimals, e.g. 12,345.60 (the Philippine way:
 * commas between thousands, a point before the centavos). Written out by hand: the first
 * Intl.NumberFormat of a page loads locale data, which cost Home's first render about
 * 20 ms on a mid-range phone.
 */
export function formatAmount(amount: number, decimals = 2): string {
  return `${signOf(amount, decimals)}${unsigned(amount, decimals)}`;
}

/** The minus sign (U+2212), as typeset money shows it; a hyphen is shorter and reads as a dash. */
export const MINUS = '\u2212';

/** Money with its sign before the currency symbol: −₱0.20, never ₱-0.20. */
export function formatMoney(amount: number, symbol: string, decimals = 2): string {
  return `${signOf(amount, decimals)}${symbol}${unsigned(amount, decimals)}`;
}

function unsigned(amount: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A minus only for an amount that is still below zero once rounded (−0.001 shows as 0.00). */
const signOf = (amount: number, decimals: number) => (amount < 0 && Number(Math.abs(amount).toFixed(decimals)) !== 0 ? MINUS : '');

/** Unread badges: nothing at 0, the number up to 99, then 99+. */
export function formatBadge(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** What a hidden balance shows instead of the figure. */
export const MASKED_BALANCE = '****';
