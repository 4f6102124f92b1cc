import { useRef, useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { playCue } from '@/lib/sound-cues';
import { useTranslation } from '@/lib/use-translation';
import { memberErrorMessage } from './member-errors';
import { newRequestKey, useMoney } from './money';

/**
 * Claiming something the platform pays once (a reward, a task's prize): busy while the claim is under
 * way, the same request key for every try while the screen lives (a re-send after a lost answer is
 * the same claim), the claim cue and the success text, or the platform's refusal in the player's words.
 */
export function useClaim(send: (requestKey: string) => Promise<unknown>, successText: string) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const key = useRef(newRequestKey());

  async function claim() {
    setBusy(true);
    try {
      await send(key.current);
      void playCue('claim');
      showToast(successText, { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure) showToast(memberErrorMessage(t, error, money), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return { busy, claim: () => void claim() };
}
