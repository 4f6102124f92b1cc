import { useCallback, useRef, useState } from 'react';
import { TRIAL_TYPE } from '@contract/account';
import type { SlotRound } from '@contract/lobby';
import { ApiFailure } from '@/lib/api-client';
import { sessionState } from '@/lib/session';
import { setBalance, walletState } from '@/lib/wallet';
import { spinSlot } from '../api/spin-slot';

const newRoundId = () => crypto.randomUUID();

/**
 * Spins of one launch. Each spin gets a fresh round id; a spin whose answer never came
 * (no network, timeout) keeps its id, so pressing spin again repeats the same round and
 * the platform answers it once. The header balance follows the spin's answer when the
 * spin played with the wallet the header shows.
 */
export function useSlot(launch: string) {
  const [round, setRound] = useState<SlotRound | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const unanswered = useRef<{ roundId: string; bet: number } | null>(null);

  const spin = useCallback(
    async (bet: number): Promise<SlotRound | null> => {
      if (spinning) return null;
      const retry = unanswered.current?.bet === bet ? unanswered.current : null;
      const roundId = retry?.roundId ?? newRoundId();
      unanswered.current = { roundId, bet };
      setSpinning(true);
      setFailure(null);
      try {
        const answer = await spinSlot(launch, roundId, bet);
        unanswered.current = null;
        setRound(answer);
        const headerIsPlayMoney = sessionState.info?.type === TRIAL_TYPE;
        if (answer.playMoney === headerIsPlayMoney)
          setBalance({ sumBalance: answer.balance, currency: walletState.currency, playMoney: answer.playMoney });
        return answer;
      } catch (error) {
        const asFailure = error instanceof ApiFailure ? error : new ApiFailure('http', 'system.error', String(error));
        if (asFailure.kind === 'server' || asFailure.kind === 'http') unanswered.current = null;
        setFailure(asFailure);
        return null;
      } finally {
        setSpinning(false);
      }
    },
    [launch, spinning],
  );
  return { round, spinning, failure, spin };
}
