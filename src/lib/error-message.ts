import type { TFunction } from '@/lib/translator';
import { ERROR_CODES } from '@contract/errors';
import type { ApiFailure } from './api-client';

const keyByCode = new Map<string, string>(Object.entries(ERROR_CODES).map(([key, code]) => [code, key]));

/**
 * The message for a failure in the player's language: the dictionary text for its code,
 * else the network message, else the server's own words, else "Unknown error".
 */
export function errorMessage(t: TFunction, failure: Pick<ApiFailure, 'kind' | 'errorCode' | 'message'>): string {
  if (failure.kind === 'offline') return t('errors:noInternet');
  if (failure.kind === 'timeout') return t('errors:slowConnection');
  const key = keyByCode.get(failure.errorCode);
  if (key) return t(`errors:codes.${key}`);
  return failure.message || t('errors:unknown');
}
