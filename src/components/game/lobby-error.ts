import type { TFunction } from '@/lib/translator';
import { DRAW_ERROR_CODES } from '@contract/draw';
import { LOBBY_ERROR_CODES } from '@contract/lobby';
import { PLAY_LIMIT_ERRORS } from '@contract/protection';
import type { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

const keyByCode = new Map<string, string>([
  ...Object.entries({ ...LOBBY_ERROR_CODES, ...DRAW_ERROR_CODES }).map(([key, code]) => [code, key] as const),
  // The player's own loss limit and reality check refuse a bet: said in the game's words.
  [PLAY_LIMIT_ERRORS.lossLimit, 'lossLimit'],
  [PLAY_LIMIT_ERRORS.realityCheckDue, 'realityCheckDue'],
]);

/** A lobby failure in the player's words: the lobby's own codes first, then the common dictionary. */
export function lobbyErrorMessage(t: TFunction, failure: Pick<ApiFailure, 'kind' | 'errorCode' | 'message'>): string {
  const key = failure.kind === 'server' ? keyByCode.get(failure.errorCode) : undefined;
  return key ? t(`lobby:errors.${key}`) : errorMessage(t, failure);
}
