import { formatMoneyText } from '@contract/payments';
import { currencySymbol, useSiteInfo } from '@/lib/site';

/** A formatter with the site's currency symbol. */
export function useMoney(): (text: string) => string {
  const symbol = currencySymbol(useSiteInfo());
  return (text) => formatMoneyText(text, symbol);
}

/** A fresh idempotency key for one money request; re-sent unchanged when the network failed. */
export const newRequestKey = () => crypto.randomUUID();
