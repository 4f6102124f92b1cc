import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { activityCalls, isActionState, type ActivityState } from '@contract/activity';
import { showToast } from '@/components/ui/toast';
import { ApiFailure, callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { invalidate } from '@/lib/query/client';
import { isLoggedIn } from '@/lib/session';

/**
 * A promotion's state for the player: a Join or Apply button while it may be taken, else where
 * the member stands or whether the promotion is closed or still to come. A visitor is asked to
 * log in first; the platform refuses a trial account and says why.
 */
export function ActivityAction({ id, state }: { id: number; state: ActivityState | undefined }) {
  const { t } = useTranslation('content');
  const router = useRouter();
  const [sending, setSending] = useState(false);
  if (!state) return null;
  if (!isActionState(state)) {
    return (
      <span className={`activity-state activity-state--${state.toLowerCase()}`} data-testid="activity-state">
        {t(`activity.states.${state}`)}
      </span>
    );
  }
  const act = async () => {
    if (!isLoggedIn()) {
      await router.navigate({ to: '/m/login', search: { redirect: router.state.location.href } });
      return;
    }
    setSending(true);
    try {
      const call = state === 'JOIN' ? activityCalls.joinActivity : activityCalls.applyActivity;
      const answer = await callApi(call, { id });
      showToast(t(`activity.done.${answer.state === 'JOINED' ? 'JOINED' : 'APPLYING'}`), { kind: 'success', durationMs: 1500 });
      invalidate(['activity', 'states']);
    } catch (error) {
      if (error instanceof ApiFailure) showToast(errorMessage(t, error), { kind: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className="btn btn--gold activity-action" disabled={sending} onClick={() => void act()}>
      {t(`activity.states.${state}`)}
    </button>
  );
}
