/** The platform's decimal money text with the site's symbol and grouping (₱12,345.60), done on the text itself. */
export function money(text: string, symbol: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

const locale = (language: string) => (language === 'TY' ? 'fil-PH' : 'en-PH');

/** An instant in Asia/Manila, date and time, in the player's language. */
export const dateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(locale(language), {
    timeZone: 'Asia/Manila',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** An instant's Asia/Manila date in the player's language. */
export const dateOnly = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(locale(language), { timeZone: 'Asia/Manila', month: 'short', day: 'numeric', year: 'numeric' });

/** A fresh idempotency key for one request; re-sent unchanged when the network failed. */
export const newRequestKey = () => crypto.randomUUID();
