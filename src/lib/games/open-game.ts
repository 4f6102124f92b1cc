import type { NavigateOptions } from '@tanstack/react-router';
import { canFreePlay } from '@contract/account';
import type { Game } from '@contract/domain';
import { lobbyCalls, type LaunchValue } from '@contract/lobby';
import { ApiFailure, callApi } from '../api-client';
import { sessionState } from '../session';

/** The router's own navigate: the login page by name, the platform's launch address by href. */
export type Navigate = (options: NavigateOptions) => unknown;

export interface OpenGameOptions {
  /** Play with play money; only games that support it, only for member types 0, 1 and 2. */
  freePlay?: boolean;
  /** A sports book opens at this live match (contract/sports.ts). */
  matchId?: string;
}

export type OpenGameOutcome =
  | { kind: 'login' }
  | { kind: 'opened'; url: string; inApp: boolean }
  | { kind: 'refused'; errorCode: 'free_reject' }
  | { kind: 'failed'; failure: ApiFailure };

export const isLotteryGame = (game: Pick<Game, 'gameType'>) => game.gameType === 'LOTT' || game.gameType === 'ELOTT';

/** Free play needs a game that offers it and a member type allowed to (0, 1, 2). */
export const mayFreePlay = (game: Pick<Game, 'supportPlay'>, memberType: number | undefined) =>
  game.supportPlay && memberType !== undefined && canFreePlay(memberType);

/**
 * What tapping a game does everywhere in the app. A visitor is sent to log in first.
 * A member's launch asks the platform for the game's address: H5 games open in the
 * app's full-screen game page, the others in a new window. The game goes to the top of
 * recent games.
 */
export async function openGame(game: Game, navigate: Navigate, options: OpenGameOptions = {}): Promise<OpenGameOutcome> {
  const session = sessionState.info;
  if (!session) {
    await navigate({ to: '/m/login', search: { redirect: window.location.pathname + window.location.search } });
    return { kind: 'login' };
  }
  const freePlay = options.freePlay === true;
  if (freePlay && !mayFreePlay(game, session.type)) return { kind: 'refused', errorCode: 'free_reject' };

  // A window opened after waiting for the platform would be blocked as a pop-up: open it now, fill it in later.
  const popup = game.isGameH5 ? null : window.open('about:blank', '_blank');
  let launched: LaunchValue;
  try {
    launched = isLotteryGame(game)
      ? await callApi(lobbyCalls.launchLottery, {
          vendor: game.vassalage,
          gameCode: game.gameCode,
          prizeMode: await (await import('./prize-mode')).lotteryPrizeMode(game.vassalage),
          playType: game.playType,
        })
      : await callApi(lobbyCalls.launchGame, {
          nodeId: game.nodeId,
          gameId: game.gameId,
          gameCategory: game.gameType,
          vendor: game.vassalage,
          supportFreePlay: freePlay ? '1' : '0',
          matchId: options.matchId,
        });
  } catch (error) {
    popup?.close();
    if (error instanceof ApiFailure && error.errorCode === 'free_reject') return { kind: 'refused', errorCode: 'free_reject' };
    if (error instanceof ApiFailure) return { kind: 'failed', failure: error };
    throw error;
  }
  // Recent games (and their stored copy) load with the first launch, not with every page of tiles.
  const { addRecentGame } = await import('./recent');
  addRecentGame(game);
  if (launched.isGameH5 || !popup) {
    const address = new URL(launched.url, window.location.origin);
    if (address.origin === window.location.origin && address.pathname.startsWith('/m/')) {
      await navigate({ href: address.pathname + address.search });
      return { kind: 'opened', url: launched.url, inApp: true };
    }
    // A vendor's own game page: the whole window hands over to it, as a provider's H5 game expects.
    window.location.assign(address.href);
    return { kind: 'opened', url: launched.url, inApp: false };
  }
  popup.location.href = launched.url;
  return { kind: 'opened', url: launched.url, inApp: false };
}
