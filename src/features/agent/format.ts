/** The platform's decimal money text with the site's symbol and grouping (₱12,345.60), done on the text itself. */
export function money(text: string, symbol: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** A fresh idempotency key for one request; re-sent unchanged when the network failed. */
export const newRequestKey = () => crypto.randomUUID();
