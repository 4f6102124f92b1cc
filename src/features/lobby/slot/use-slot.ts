import { useCallback } from 'react';
import type { SlotRound } from '@contract/lobby';
import { spinSlot } from '../api/spin-slot';
import { useRound } from './use-round';

const betKey = (bet: number) => String(bet);

/** Spins of one launch of an in-house slot; pressing spin again after a lost answer repeats the same round. */
export function useSlot(launch: string) {
  const send = useCallback((roundId: string, bet: number) => spinSlot(launch, roundId, bet), [launch]);
  const { round, playing, failure, play } = useRound<number, SlotRound>(send, betKey);
  return { round, spinning: playing, failure, spin: play };
}
