import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isTrialType } from '@contract/members';
import { useTranslation } from '@/lib/use-translation';
import { isAgentSession, isLoggedIn, sessionState } from '@/lib/session';
import { alertDialog, confirmDialog } from './dialog';

/**
 * Runs `action` for a member; asks a visitor to log in first (the login page brings them
 * back to where they were). With `realMember`, a trial account is offered registration
 * instead: the page it leads to is for real accounts, and following it would land on Home. An
 * agent is told that games, deposits and favourites are for member accounts.
 */
export function useMemberAction() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    async (action: () => void | Promise<void>, options?: { realMember?: boolean }) => {
      const session = sessionState.info;
      if (isAgentSession(session)) {
        await alertDialog({ message: t('agentPrompt'), confirmLabel: t('actions.close') });
        return;
      }
      if (options?.realMember && session && isTrialType(session.type)) {
        const register = await confirmDialog({
          message: t('trialPrompt'),
          confirmLabel: t('actions.register'),
          cancelLabel: t('actions.cancel'),
        });
        if (register) await navigate({ to: '/m/register' });
        return;
      }
      if (isLoggedIn()) return action();
      const goLogin = await confirmDialog({
        title: t('loginPrompt.title'),
        message: t('loginPrompt.message'),
        confirmLabel: t('actions.login'),
        cancelLabel: t('actions.cancel'),
      });
      if (goLogin) await navigate({ to: '/m/login', search: { redirect: router.state.location.href } });
    },
    [navigate, router, t],
  );
}
