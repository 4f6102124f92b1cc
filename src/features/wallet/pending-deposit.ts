import { del, get, set } from '@/lib/device-store';

/**
 * The deposit a player left for the gateway's page, kept on the device so that reopening the
 * app (even after closing it mid-payment) leads back to its status.
 */
const KEY = 'wallet.pendingDeposit';

interface PendingDeposit {
  id: number;
  owner: string;
}

const isPending = (value: unknown): value is PendingDeposit =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as PendingDeposit).id) &&
  typeof (value as PendingDeposit).owner === 'string';

export async function rememberPendingDeposit(deposit: PendingDeposit): Promise<void> {
  await set(KEY, deposit).catch(() => undefined);
}

export async function pendingDepositOf(owner: string): Promise<number | null> {
  const stored: unknown = await get(KEY).catch(() => undefined);
  return isPending(stored) && stored.owner === owner ? stored.id : null;
}

export async function forgetPendingDeposit(id: number): Promise<void> {
  const stored: unknown = await get(KEY).catch(() => undefined);
  if (isPending(stored) && stored.id === id) await del(KEY).catch(() => undefined);
}
