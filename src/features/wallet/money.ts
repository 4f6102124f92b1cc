import { parseMinorUnits } from '@contract/payments';

/**
 * The platform's decimal money text shown with the site's symbol and grouping (₱12,345.60),
 * done on the text itself: no amount ever passes through a floating-point number here.
 */
export function formatMoneyText(text: string, symbol: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** What a player typed, as the platform reads an amount: commas and spaces aside, else null. */
export function readAmount(typed: string): number | null {
  return parseMinorUnits(typed.replace(/[,\s]/g, ''));
}

/** A preset or limit as the amount field shows it: "500.00" → "500", "450.50" stays. */
export const plainAmount = (text: string) => text.replace(/\.00$/, '');

/** A fresh idempotency key for one money request; re-sent unchanged when the network failed. */
export const newRequestKey = () => crypto.randomUUID();
