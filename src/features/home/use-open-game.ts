import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@contract/domain';
import { useMemberAction } from '@/components/ui/use-member-action';
import { showToast, TOAST_MS } from '@/components/ui/toast';
import { openGame, type Navigate, type OpenGameOptions } from '@/lib/games/open-game';

/** Tapping a game (or its "Try" for free play): a visitor is asked to log in first; a member's game launches. */
export function useOpenGame() {
  const router = useRouter();
  const memberAction = useMemberAction();
  const { t } = useTranslation('common');
  return useCallback(
    (game: Game, options?: OpenGameOptions) => {
      const navigate: Navigate = ({ to, search }) => {
        const query = search ? `?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]))}` : '';
        return router.navigate({ href: to + query });
      };
      void memberAction(async () => {
        const outcome = await openGame(game, navigate, options);
        if (outcome.kind === 'refused') showToast(t('freePlay.reject'), { kind: 'error', durationMs: TOAST_MS.short });
      });
    },
    [memberAction, router, t],
  );
}
