/**
 * Money is NUMERIC(18,2) in the database and whole cents in the code: sums of cents are
 * exact, sums of floating-point pesos are not.
 */
export const toCents = (value: number | string) => Math.round(Number(value) * 100);
export const fromCents = (cents: number) => cents / 100;
/** The text form the database reads into NUMERIC(18,2) without any rounding. */
export const centsText = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
