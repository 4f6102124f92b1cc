import type { TFunction } from '@/lib/translator';
import { MEMBER_CENTRE_ERRORS } from '@contract/member-centre';
import { WALLET_ERRORS } from '@contract/payments';
import type { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { refusalNumber } from '@/lib/refusal-number';

const memberCodes = new Set<string>(Object.values(MEMBER_CENTRE_ERRORS));
const walletCodes = new Set<string>(Object.values(WALLET_ERRORS));

/**
 * A refusal of a member-centre call in the player's words: the centre's own codes, the wallet's
 * (payment password, amounts), then the app's. Pages using it load the `member`, `wallet` and
 * `errors` namespaces.
 */
export function memberErrorMessage(t: TFunction, failure: ApiFailure, money: (text: string) => string): string {
  const value = (failure.value ?? {}) as Record<string, unknown>;
  const amount = (key: string) => (typeof value[key] === 'string' ? money(value[key]) : '');
  if (memberCodes.has(failure.errorCode)) return t(`member:errors.${failure.errorCode}`, { min: amount('min'), max: amount('max') });
  if (walletCodes.has(failure.errorCode)) {
    return t(`wallet:errors.${failure.errorCode}`, {
      min: amount('min'),
      max: amount('max'),
      count: refusalNumber(failure, 'triesLeft'),
    });
  }
  return errorMessage(t, failure);
}
