/**
 * Why money moved: the opening demo credit, a bet, a win, a paid deposit, a deposit bonus,
 * a withdrawal held from the balance and a held withdrawal given back, a rebate, the stake of
 * a draw line cancelled before its cut-off given back (REFUND).
 */
export const LEDGER_KINDS = [
  'DEMO_CREDIT',
  'BET',
  'WIN',
  'DEPOSIT',
  'BONUS',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RELEASE',
  'REBATE',
  'REWARD',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'AGENT_SALARY',
  'AGENT_DIVIDEND',
  'REFUND',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export { walletCalls } from './calls/wallet';
export type { Wallet, LedgerEntry } from './schemas/wallet';
