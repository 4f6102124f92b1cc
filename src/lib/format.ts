/**
 * Money with grouping and a fixed number of decimals, e.g. 12,345.60 (the Philippine way:
 * commas between thousands, a point before the centavos). Written out by hand: the first
 * Intl.NumberFormat of a page loads locale data, which cost Home's first render about
 * 20 ms on a mid-range phone.
 */
export function formatAmount(amount: number, decimals = 2): string {
  const negative = amount < 0;
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && Number(whole + (fraction ?? '')) !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

export function formatMoney(amount: number, symbol: string, decimals = 2): string {
  return `${symbol}${formatAmount(amount, decimals)}`;
}

/** Unread badges: nothing at 0, the number up to 99, then 99+. */
export function formatBadge(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** What a hidden balance shows instead of the figure. */
export const MASKED_BALANCE = '****';
