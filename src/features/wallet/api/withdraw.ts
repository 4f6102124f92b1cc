import { paymentCalls, type PayeeKind, type WithdrawInfo, type Withdrawal } from '@contract/payments';
import { callApi } from '@/lib/api-client';
import { invalidate, queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { refreshBalance } from '@/lib/wallet';

export const getWithdrawInfoQueryOptions = () =>
  queryOptions<WithdrawInfo>({ key: ['withdraw', 'info'], load: (signal) => callApi(paymentCalls.getWithdrawInfo, {}, { signal }) });

export const useWithdrawInfo = () => useQuery(getWithdrawInfoQueryOptions());

export const getPendingWithdrawalsQueryOptions = () =>
  queryOptions<{ list: Withdrawal[]; nextCursor: string | null }>({
    key: ['withdraw', 'pending'],
    load: (signal) => callApi(paymentCalls.getWithdrawalRecords, { range: 'last30', status: 'PENDING', pageSize: 20 }, { signal }),
  });

export const usePendingWithdrawals = () => useQuery(getPendingWithdrawalsQueryOptions());

/** After any change the withdraw page's reads and the header's balance are asked again. */
function changed(): void {
  invalidate(['withdraw']);
  invalidate(['records']);
  refreshBalance().catch(() => undefined);
}

/** Sets the payment password after the login password; with a bound mobile, also with the SMS code sent to it. */
export async function setPaymentPassword(currentPassword: string, newPaymentPassword: string, verificationCode?: string): Promise<void> {
  await callApi(paymentCalls.setPaymentPassword, {
    currentPassword,
    newPaymentPassword,
    ...(verificationCode ? { verificationCode } : {}),
  });
  changed();
}

export const sendPaymentPasswordCode = () => callApi(paymentCalls.sendPaymentPasswordCode, {});

export async function addPayee(
  input: { kind: PayeeKind; provider: string; accountNumber: string; accountName: string; paymentPassword: string },
  idempotencyKey: string,
): Promise<void> {
  await callApi(paymentCalls.addPayee, input, { idempotencyKey });
  changed();
}

export async function removePayee(id: number, paymentPassword: string, idempotencyKey: string): Promise<void> {
  await callApi(paymentCalls.removePayee, { id, paymentPassword }, { idempotencyKey });
  changed();
}

/** Holds the amount at once; the key makes a re-send after a lost answer the same request. */
export async function createWithdrawal(
  input: { payeeId: number; amount: string; paymentPassword: string },
  idempotencyKey: string,
): Promise<Withdrawal> {
  const withdrawal = await callApi(paymentCalls.createWithdrawal, input, { idempotencyKey, timeoutMs: 20_000 });
  changed();
  return withdrawal;
}

export async function cancelWithdrawal(id: number, idempotencyKey: string): Promise<void> {
  await callApi(paymentCalls.cancelWithdrawal, { id }, { idempotencyKey });
  changed();
}
