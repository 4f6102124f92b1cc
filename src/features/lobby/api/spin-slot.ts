import { lobbyCalls, type SlotRound } from '@contract/lobby';
import { callApi } from '@/lib/api-client';

/** One spin. The round id is the idempotency key: sending the same round again never bets twice. */
export function spinSlot(launch: string, roundId: string, bet: number): Promise<SlotRound> {
  return callApi(lobbyCalls.spinSlot, { launch, roundId, bet }, { idempotencyKey: roundId, timeoutMs: 20_000 });
}
