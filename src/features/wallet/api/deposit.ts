import { paymentCalls, type Deposit, type DepositChannels, type DepositOptions } from '@contract/payments';
import { callApi } from '@/lib/api-client';
import { queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

/**
 * Channels and bonuses change with the operator's settings: every visit asks again, unless the
 * answer is seconds old (the deposit page asks as its code arrives, before it draws).
 */
export const getDepositOptionsQueryOptions = () =>
  queryOptions<DepositOptions>({
    key: ['deposit', 'options'],
    load: (signal) => callApi(paymentCalls.getDepositOptions, {}, { signal }),
    freshMs: 10_000,
  });

/** The member's channels and bonuses; null until asked for (a page the server drew is taken over with its channels first). */
export const useDepositOptions = (asked: boolean) => useQuery(asked ? getDepositOptionsQueryOptions() : null);

/** The operator's channels, the same for every player: what the server draws the deposit page with, knowing no member. */
export const getDepositChannelsQueryOptions = () =>
  queryOptions<DepositChannels>({
    key: ['deposit', 'channels'],
    load: (signal) => callApi(paymentCalls.getDepositChannels, {}, { signal }),
    freshMs: 10_000,
  });

export const useDepositChannels = (asked: boolean) => useQuery(asked ? getDepositChannelsQueryOptions() : null);

/** One deposit's status. A copy is kept so the status screen still shows it offline or after the app was closed. */
export const getDepositQueryOptions = (id: number) =>
  queryOptions<Deposit>({
    key: ['deposit', 'detail', id],
    load: (signal) => callApi(paymentCalls.getDeposit, { id }, { signal, silent: true }),
    persist: { maxAgeMs: 7 * 24 * 60 * 60 * 1000, check: () => import('./deposit-check').then((m) => m.isDeposit) },
  });

export const useDeposit = (id: number) => useQuery(getDepositQueryOptions(id));

/** Opens a deposit. The key makes a re-send after a lost answer return the same deposit. */
export const createDeposit = (input: { channelCode: string; amount: string; bonusCode?: string }, idempotencyKey: string) =>
  callApi(paymentCalls.createDeposit, input, { idempotencyKey, timeoutMs: 20_000 });
