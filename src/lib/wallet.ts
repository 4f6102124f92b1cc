import { proxy } from 'valtio';
import { walletCalls, type Wallet } from '@contract/wallet';
import { callApi } from './api-client';
import { persistStore } from './persist';
import { fetchQuery, forgetQueries, queryOptions, restoreQuery, setQueryData } from './query/client';
import { MAX_AGE } from './query/max-age';
import { sessionState } from './session';

interface WalletStore {
  sumBalance: number | null;
  currency: string;
  hidden: boolean;
  refreshing: boolean;
  /** The figure is a trial account's play money, not money of its own: the header says so. */
  playMoney: boolean;
  /** The figure is a saved one (read back from the device, or its latest refresh failed): the header says so. */
  saved: boolean;
}

/** The header balance: masked while refreshing, hideable with asterisks. */
export const walletState = proxy<WalletStore>({
  sumBalance: null,
  currency: 'PHP',
  playMoney: false,
  hidden: false,
  refreshing: false,
  saved: false,
});

/** Only the show/hide choice is kept here; the figure's stored copy belongs to the query layer (versioned, aged, checked). */
export const walletReady = persistStore(
  'wallet',
  walletState,
  () => import('./stored-state-schemas').then((schemas) => schemas.walletPreferencesSchema),
  { fields: ['hidden'] },
);

/** The member's balance; its stored copy is kept a day at most and is always labelled as saved when shown. */
export const getBalanceQueryOptions = (owner: string) =>
  queryOptions<Wallet>({
    key: ['wallet', 'balance', owner],
    load: (signal) => callApi(walletCalls.getBalance, {}, { silent: true, signal }),
    persist: { maxAgeMs: MAX_AGE.money, check: () => import('./query/checks').then((checks) => checks.isWallet) },
  });

function show(wallet: Pick<Wallet, 'sumBalance' | 'currency' | 'playMoney'>, saved: boolean): void {
  walletState.sumBalance = wallet.sumBalance;
  walletState.currency = wallet.currency;
  walletState.playMoney = wallet.playMoney;
  walletState.saved = saved;
}

/** Asks the platform for the balance; meanwhile, and if it fails, the last saved figure stands, labelled as saved. */
export async function refreshBalance(): Promise<void> {
  const owner = sessionState.info?.userName;
  if (!owner || walletState.refreshing) return;
  walletState.refreshing = true;
  const stillOwner = () => sessionState.info?.userName === owner;
  try {
    if (walletState.sumBalance === null) {
      const stored = await restoreQuery(getBalanceQueryOptions(owner));
      if (stored.data && stillOwner()) show(stored.data, true);
    }
    const wallet = await fetchQuery(getBalanceQueryOptions(owner), { force: true });
    if (stillOwner()) show(wallet, false);
  } catch (error) {
    if (stillOwner()) walletState.saved = walletState.sumBalance !== null;
    throw error;
  } finally {
    walletState.refreshing = false;
  }
}

/** A platform answer that carries the new balance (a spin's) is the fresh figure. */
export function setBalance(wallet: Wallet): void {
  const owner = sessionState.info?.userName;
  if (!owner) return;
  setQueryData(getBalanceQueryOptions(owner), wallet);
  show(wallet, false);
}

export function toggleBalanceHidden(): void {
  walletState.hidden = !walletState.hidden;
}

/** Logging out: the figure goes, from memory and from the device. */
export function clearWallet(): void {
  walletState.sumBalance = null;
  walletState.playMoney = false;
  walletState.saved = false;
  void forgetQueries(['wallet']);
}
