/**
 * The deposit bonuses the cashier pays (`deposit_bonuses`, set by migrations 005 and 024) and the
 * words every promise of them is written from: the welcome and reload promotions, Home's and
 * registration's banners, the welcome popup and site info's headline figure. A server test holds
 * the cashier's rows and each promise equal to these.
 */
export interface DepositOffer {
  /** The bonus's code in the cashier. */
  code: string;
  percent: number;
  maxPesos: number;
  minDepositPesos: number;
  /** Bets needed before the deposit and the bonus can be withdrawn, as a multiple of both. */
  turnoverMultiple: number;
}

export const WELCOME_OFFER: DepositOffer = { code: 'FIRST100', percent: 100, maxPesos: 22_222, minDepositPesos: 100, turnoverMultiple: 15 };
export const RELOAD_OFFER: DepositOffer = { code: 'RELOAD10', percent: 50, maxPesos: 2_500, minDepositPesos: 500, turnoverMultiple: 12 };

/** ₱22,222: how the seed's texts write an amount. */
export const pesos = (amount: number) => `₱${amount.toLocaleString('en-US')}`;
