import type { CallValue } from '@contract/define';
import { gameCalls } from '@contract/games';
import { callApi } from '@/lib/api-client';

export type Jackpot = CallValue<typeof gameCalls.getJackpot>;

/** The jackpot counter's start figure and how it grows; a decoration, so the call is silent. */
export function getJackpot(signal: AbortSignal): Promise<Jackpot> {
  return callApi(gameCalls.getJackpot, {}, { signal, silent: true });
}
