import type { OfficeLanguage } from './language';

/** The locale staff read numbers and dates in. */
export const localeOf = (language: OfficeLanguage) => (language === 'ty' ? 'fil-PH' : 'en-PH');

/** A moment as staff read it, in their language: medium date, short time (in their device's time zone unless `options` say otherwise). */
export const formatWhen = (iso: string, language: OfficeLanguage, options?: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', ...options });

/** An amount as the platform answers it ("1234.50") in pesos, grouped, exactly as sent (no floating point). */
export function peso(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', cents = '00'] = amount.replace('-', '').split('.');
  return `${negative ? '−' : ''}₱${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
