/** Why money moved: the opening demo credit, a bet, a win. */
export const LEDGER_KINDS = ['DEMO_CREDIT', 'BET', 'WIN'] as const;
export { walletCalls } from './calls/wallet';
export type { Wallet, LedgerEntry } from './schemas/wallet';
