import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isLoggedIn } from '@/lib/session';
import { confirmDialog } from './dialog';

/**
 * Runs `action` for a member; asks a visitor to log in first (the login page brings them
 * back to where they were).
 */
export function useMemberAction() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    async (action: () => void | Promise<void>) => {
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
