import { useCallback, useRef, useState } from 'react';
import { TRIAL_TYPE } from '@contract/account';
import { ApiFailure } from '@/lib/api-client';
import { sessionState } from '@/lib/session';
import { setBalance, walletState } from '@/lib/wallet';

const newRoundId = () => crypto.randomUUID();

/**
 * Rounds of one launch of an in-house game (a spin, a Hi-Lo guess). Each round gets a fresh
 * round id; a round whose answer never came (no network, timeout) keeps its id, so playing
 * the same choice again repeats the same round and the platform answers it once. The header
 * balance follows the round's answer when the round played with the wallet the header shows.
 */
export function useRound<Choice, Round extends { balance: number; playMoney: boolean }>(
  send: (roundId: string, choice: Choice) => Promise<Round>,
  keyOf: (choice: Choice) => string,
) {
  const [round, setRound] = useState<Round | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const unanswered = useRef<{ roundId: string; key: string } | null>(null);

  const play = useCallback(
    async (choice: Choice): Promise<Round | null> => {
      if (playing) return null;
      const key = keyOf(choice);
      const retry = unanswered.current?.key === key ? unanswered.current : null;
      const roundId = retry?.roundId ?? newRoundId();
      unanswered.current = { roundId, key };
      setPlaying(true);
      setFailure(null);
      try {
        const answer = await send(roundId, choice);
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
        setPlaying(false);
      }
    },
    [keyOf, playing, send],
  );
  return { round, playing, failure, play };
}
