import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { startFreePlay } from '@/lib/auth';
import { failureMessage } from '../messages';

/**
 * Free play: a please-wait message while the trial account is made, then home (replacing
 * this page in history) once the trial session exists.
 */
export function FreePlayButton() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const start = async () => {
    setWaiting(true);
    try {
      const session = await startFreePlay();
      if (session.token) void navigate({ to: '/m/home', replace: true });
    } catch (error) {
      if (error instanceof ApiFailure && error.kind === 'server') showToast(failureMessage(t, error), { kind: 'error' });
    } finally {
      setWaiting(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn--outline btn--block acc-free" disabled={waiting} onClick={() => void start()}>
        {t('freePlay.start')}
      </button>
      {waiting && (
        <div className="acc-wait" role="status">
          {t('freePlay.wait')}
        </div>
      )}
    </>
  );
}
