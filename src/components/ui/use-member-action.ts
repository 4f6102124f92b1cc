import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_PATHS } from '@/lib/route-meta';
import { isLoggedIn } from '@/lib/session';
import { useAppNavigate } from './AppLink';
import { confirmDialog } from './dialog';

/**
 * Runs `action` for a member; asks a visitor to log in first (the login page brings them
 * back to where they were).
 */
export function useMemberAction() {
  const { t } = useTranslation('shell');
  const navigate = useAppNavigate();
  return useCallback(
    async (action: () => void | Promise<void>) => {
      if (isLoggedIn()) return action();
      const goLogin = await confirmDialog({
        title: t('loginPrompt.title'),
        message: t('loginPrompt.message'),
        confirmLabel: t('actions.login'),
        cancelLabel: t('actions.cancel'),
      });
      if (goLogin) {
        const back = window.location.pathname + window.location.search;
        navigate(`${APP_PATHS.login}?redirect=${encodeURIComponent(back)}`);
      }
    },
    [navigate, t],
  );
}
