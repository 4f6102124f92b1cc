import { formatMoneyText } from '@contract/payments';
import { currencySymbol, useSiteInfo } from '@/lib/site';

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
