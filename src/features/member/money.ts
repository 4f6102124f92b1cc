import { currencySymbol, useSiteInfo } from '@/lib/site';

/**
 * The platform's decimal money text with the site's symbol and grouping (₱12,345.60), done on
 * the text itself: no amount passes through a floating-point number.
 */
export function formatMoneyText(text: string, symbol: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** A formatter with the site's currency symbol. */
export function useMoney(): (text: string) => string {
  const symbol = currencySymbol(useSiteInfo());
  return (text) => formatMoneyText(text, symbol);
}

/** A fresh idempotency key for one money request; re-sent unchanged when the network failed. */
export const newRequestKey = () => crypto.randomUUID();

/** A date and time in the page's language, in Asia/Manila. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'TY' ? 'fil-PH' : 'en-PH', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  }).format(new Date(iso));
}
