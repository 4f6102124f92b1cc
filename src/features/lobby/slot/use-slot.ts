import { useCallback } from 'react';
import type { SlotRound } from '@contract/lobby';
import { playCue } from '@/lib/sound-cues';
import { spinSlot } from '../api/spin-slot';
import { useRound } from './use-round';

const betKey = (bet: number) => String(bet);

/** Spins of one launch of an in-house slot; pressing spin again after a lost answer repeats the same round. A win sounds. */
export function useSlot(launch: string) {
  const send = useCallback((roundId: string, bet: number) => spinSlot(launch, roundId, bet), [launch]);
  const { round, playing, failure, play } = useRound<number, SlotRound>(send, betKey);
  const spin = useCallback(
    async (bet: number) => {
      const answer = await play(bet);
      if (answer && answer.win > 0) void playCue('win');
      return answer;
    },
    [play],
  );
  return { round, spinning: playing, failure, spin };
}
