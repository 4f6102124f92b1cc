import { lobbyCalls, type HiLoGuess, type HiLoRound } from '@contract/lobby';
import { callApi } from '@/lib/api-client';

/** One Hi-Lo round. The round id is the idempotency key: sending the same round again never bets twice. */
export function playHiLo(launch: string, roundId: string, bet: number, guess: HiLoGuess): Promise<HiLoRound> {
  return callApi(lobbyCalls.playHiLo, { launch, roundId, bet, guess }, { idempotencyKey: roundId, timeoutMs: 20_000 });
}
