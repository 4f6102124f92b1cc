import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Game } from '@contract/domain';
import { openGame, type Navigate, type OpenGameOptions, type OpenGameOutcome } from '@/lib/games/open-game';
import { ApiFailure, nonMemberRefusal } from '@/lib/api-client';
import { isAgentSession, isLoggedIn, sessionState } from '@/lib/session';
import { showToast, TOAST_MS } from '../ui/toast';
import { useMemberAction } from '../ui/use-member-action';

/**
 * Tapping a game (or its "Try" for free play) anywhere in the app. A visitor is sent to
 * /m/login (and comes back after logging in), or first asked whether to log in where a page
 * says so (Home); a member's game launches; a refusal or failure is said in a toast.
 */
export function useGameOpener({ askVisitorFirst = false }: { askVisitorFirst?: boolean } = {}) {
  const router = useRouter();
  const memberAction = useMemberAction();
  // Only `common` up front: the failure wording and its words load when a launch fails (Home never carries them).
  const { t, i18n } = useTranslation('common');
  return useCallback(
    async (game: Game, options: OpenGameOptions = {}): Promise<OpenGameOutcome> => {
      if (askVisitorFirst && !isLoggedIn()) {
        await memberAction(() => undefined);
        return { kind: 'login' };
      }
      // An agent's account plays nothing: it is told so rather than sent to a launch the platform refuses.
      if (isAgentSession(sessionState.info)) {
        await memberAction(() => undefined);
        return { kind: 'failed', failure: nonMemberRefusal() };
      }
      // Offline a launch cannot start, and the failure wording's code may not be on the device: say why with what is loaded.
      const sayOffline = () => showToast(t('gameNeedsNetwork'), { kind: 'error', durationMs: TOAST_MS.short });
      if (isLoggedIn() && typeof navigator !== 'undefined' && navigator.onLine === false) {
        sayOffline();
        return { kind: 'failed', failure: new ApiFailure('offline', 'network.offline', 'offline') };
      }
      const navigate: Navigate = (target) => router.navigate(target);
      const outcome = await openGame(game, navigate, options);
      if (outcome.kind === 'refused') showToast(t('freePlay.reject'), { kind: 'error', durationMs: TOAST_MS.short });
      if (outcome.kind === 'failed' && outcome.failure.kind === 'offline') sayOffline();
      else if (outcome.kind === 'failed') {
        const [{ lobbyErrorMessage }] = await Promise.all([import('./lobby-error'), i18n.loadNamespaces(['lobby', 'errors'])]);
        showToast(lobbyErrorMessage(i18n.t, outcome.failure), { kind: 'error', durationMs: TOAST_MS.short });
      }
      return outcome;
    },
    [askVisitorFirst, i18n, memberAction, router, t],
  );
}
