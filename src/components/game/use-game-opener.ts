import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@contract/domain';
import { openGame, type Navigate, type OpenGameOptions } from '@/lib/games/open-game';
import { showToast, TOAST_MS } from '../ui/toast';
import { lobbyErrorMessage } from './lobby-error';

/**
 * Tapping a game in the lobby: a visitor goes straight to /m/login (and comes back after
 * logging in); a member's game launches; a refusal or failure is said in a toast.
 */
export function useGameOpener() {
  const router = useRouter();
  const { t } = useTranslation(['common', 'lobby', 'errors'], { useSuspense: false });
  return useCallback(
    async (game: Game, options: OpenGameOptions = {}) => {
      const navigate: Navigate = ({ to, search }) => {
        const query = search ? new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString() : '';
        return router.navigate({ href: query ? `${to}?${query}` : to });
      };
      const outcome = await openGame(game, navigate, options);
      if (outcome.kind === 'refused') showToast(t('common:freePlay.reject'), { kind: 'error', durationMs: TOAST_MS.short });
      if (outcome.kind === 'failed') showToast(lobbyErrorMessage(t, outcome.failure), { kind: 'error', durationMs: TOAST_MS.short });
      return outcome;
    },
    [router, t],
  );
}
