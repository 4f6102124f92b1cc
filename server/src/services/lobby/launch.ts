import { randomBytes } from 'node:crypto';
import { FREE_PLAY_TYPES, TRIAL_TYPE } from '../../../../contract/account';
import type { Game, PrizeMode } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import type { LaunchValue } from '../../../../contract/lobby';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { WalletKind } from '../wallet';
import { findEnabledGame, findLotteryGame } from './game-lookup';
import type { RecentService } from './recent';

/** Where every launch of the reference platform lands: the in-house demo game page of the app. */
export const GAME_PAGE_PATH = '/m/game';

/**
 * Launching a game: the member gets a launch token bound to the game and to the wallet
 * the game will play with, and the game moves to the top of their recent games.
 * Free play needs a game that supports it and a member type allowed to (0, 1, 2); it
 * plays with play money, as every trial account does.
 */
export function createLaunchService(db: Database, config: ServerConfig, recent: RecentService) {
  async function issue(
    session: Session,
    game: Game,
    options: { freePlay: boolean; prizeMode?: PrizeMode; playType?: string },
  ): Promise<LaunchValue> {
    if (options.freePlay && (!game.supportPlay || !(FREE_PLAY_TYPES as readonly number[]).includes(session.type))) {
      throw new ApiError(403, ERROR_CODES.freeReject, 'Free play is not available for this game or account');
    }
    const walletKind: WalletKind = options.freePlay || session.type === TRIAL_TYPE ? 'PLAY' : 'REAL';
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + config.session.absoluteHours * 3_600_000);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO game_launches (token, member_id, node_id, wallet_kind, free_play, prize_mode, play_type, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          token,
          session.memberId,
          game.nodeId,
          walletKind,
          options.freePlay,
          options.prizeMode ?? null,
          options.playType ?? null,
          expiresAt.toISOString(),
        ],
      );
      await recent.record(tx, session.memberId, game.nodeId);
    });
    // The address carries the game's name and art so the page can show them before its first call answers.
    const search = new URLSearchParams({ nodeId: game.nodeId, launch: token, name: game.gameName, art: game.iconUrl });
    return { url: `${GAME_PAGE_PATH}?${search.toString()}`, isGameH5: game.isGameH5, freePlay: options.freePlay, nodeId: game.nodeId };
  }

  return {
    async launch(session: Session, input: { nodeId: string; supportFreePlay: boolean }): Promise<LaunchValue> {
      const game = await findEnabledGame(db, config, input.nodeId);
      return issue(session, game, { freePlay: input.supportFreePlay });
    },

    async launchLottery(
      session: Session,
      input: { vendor: string; gameCode: string; prizeMode: PrizeMode; playType: string },
    ): Promise<LaunchValue> {
      const game = await findLotteryGame(db, config, input.vendor, input.gameCode);
      return issue(session, game, { freePlay: false, prizeMode: input.prizeMode, playType: input.playType });
    },
  };
}
