import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { walletCalls } from '@contract/wallet';
import { callApi } from './api-client';
import { persistStore } from './persist';
import { sessionState } from './session';

const walletStoreSchema = z.object({
  sumBalance: z.catch(z.nullable(z.number()), null),
  currency: z.catch(z.string(), 'PHP'),
  hidden: z.catch(z.boolean(), false),
});
type WalletStore = z.infer<typeof walletStoreSchema> & { refreshing: boolean };

/** The header balance: masked while refreshing, hideable with asterisks; the last figure is kept for a quick start. */
export const walletState = proxy<WalletStore>({ sumBalance: null, currency: 'PHP', hidden: false, refreshing: false });

export const walletReady = persistStore('wallet', walletState, walletStoreSchema);

export async function refreshBalance(): Promise<void> {
  if (!sessionState.info || walletState.refreshing) return;
  walletState.refreshing = true;
  try {
    const wallet = await callApi(walletCalls.getBalance, {}, { silent: true });
    walletState.sumBalance = wallet.sumBalance;
    walletState.currency = wallet.currency;
  } finally {
    walletState.refreshing = false;
  }
}

export function toggleBalanceHidden(): void {
  walletState.hidden = !walletState.hidden;
}

export function clearWallet(): void {
  walletState.sumBalance = null;
}
