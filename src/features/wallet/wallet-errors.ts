import type { TFunction } from '@/lib/translator';
import { WALLET_ERRORS } from '@contract/payments';
import { PLAY_LIMIT_ERRORS } from '@contract/protection';
import type { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { refusalNumber } from '@/lib/refusal-number';

const walletCodes = new Set<string>(Object.values(WALLET_ERRORS));

/** A refusal of a wallet call in the player's words: the wallet's own codes first, then the app's. */
export function walletErrorMessage(
  t: TFunction,
  failure: ApiFailure,
  symbol: string,
  format: (text: string, symbol: string) => string,
): string {
  if (walletCodes.has(failure.errorCode)) {
    const value = (failure.value ?? {}) as Record<string, unknown>;
    const money = (key: string) => (typeof value[key] === 'string' ? format(value[key], symbol) : '');
    return t(`wallet:errors.${failure.errorCode}`, {
      min: money('min'),
      max: money('max'),
      withdrawable: money('withdrawable'),
      left: money('left'),
      payeeName: typeof value.payeeName === 'string' ? value.payeeName : '',
      count: refusalNumber(failure, 'triesLeft'),
    });
  }
  if (failure.errorCode === PLAY_LIMIT_ERRORS.depositLimit) {
    // The player's own deposit limit: the platform says how much the period still takes.
    const remaining = (failure.value as { remaining?: unknown } | undefined)?.remaining;
    return t('wallet:errors.protection.depositLimit', { remaining: typeof remaining === 'string' ? format(remaining, symbol) : '' });
  }
  return errorMessage(t, failure);
}
