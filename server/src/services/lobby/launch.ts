import { randomBytes } from 'node:crypto';
import { FREE_PLAY_TYPES, TRIAL_TYPE } from '../../../../contract/account';
import type { Game, Language, PrizeMode } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import type { LaunchValue } from '../../../../contract/lobby';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { ProtectionService } from '../protection';
import type { SportsService } from '../sports';
import type { VendorService } from '../catalogue/vendors';
import { prizeModeFor } from '../../../../contract/prize-mode';
import { LOBBY_ERROR_CODES } from '../../../../contract/lobby';
import type { WalletKind } from '../wallet';
import { originalOf } from '../slot/originals';
import { findEnabledGame, findLotteryGame } from './game-lookup';
import type { RecentService } from './recent';

/** Where a launch of an in-house game lands: the app's own game page, which plays it. */
export const GAME_PAGE_PATH = '/m/game';
/** Where a launch of a third-party game lands on the reference platform: a demo stand-in for the vendor's game page. */
export const VENDOR_DEMO_PATH = '/vendor-demo';

/**
 * Launching a game: the member gets a launch token bound to the game and to the wallet
 * the game will play with, and the game moves to the top of their recent games.
 * Free play needs a game that supports it and a member type allowed to (0, 1, 2); it
 * plays with play money, as every trial account does.
 */
export function createLaunchService(
  db: Database,
  config: ServerConfig,
  recent: RecentService,
  protection: Pick<ProtectionService, 'assertCanLaunch'>,
  sports: Pick<SportsService, 'liveMatch'>,
  vendors: Pick<VendorService, 'mapping'>,
) {
  async function issue(
    session: Session,
    game: Game,
    options: { freePlay: boolean; prizeMode?: PrizeMode; playType?: string; language?: Language | undefined; matchId?: string },
  ): Promise<LaunchValue> {
    if (options.freePlay && (!game.supportPlay || !(FREE_PLAY_TYPES as readonly number[]).includes(session.type))) {
      throw new ApiError(403, ERROR_CODES.freeReject, 'Free play is not available for this game or account');
    }
    await protection.assertCanLaunch(session);
    const walletKind: WalletKind = options.freePlay || session.type === TRIAL_TYPE ? 'PLAY' : 'REAL';
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + config.session.absoluteHours * 3_600_000);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO game_launches (token, member_id, node_id, wallet_kind, free_play, prize_mode, play_type, expires_at, match_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          token,
          session.memberId,
          game.nodeId,
          walletKind,
          options.freePlay,
          options.prizeMode ?? null,
          options.playType ?? null,
          expiresAt.toISOString(),
          options.matchId ?? null,
        ],
      );
      await recent.record(tx, session.memberId, game.nodeId);
    });
    const original = originalOf(game);
    if (original === null) {
      // A vendor's game page is the vendor's: the app hands over to it, as it would to a real provider.
      const vendorPage = `${VENDOR_DEMO_PATH}/${encodeURIComponent(game.vassalage)}?${new URLSearchParams({ launch: token, lang: options.language ?? 'TY' }).toString()}`;
      return { url: vendorPage, isGameH5: game.isGameH5, freePlay: options.freePlay, nodeId: game.nodeId };
    }
    // The address says which in-house game to play, and carries its name and art for the page's first paint.
    const search = new URLSearchParams({ nodeId: game.nodeId, launch: token, play: original, name: game.gameName, art: game.iconUrl });
    return { url: `${GAME_PAGE_PATH}?${search.toString()}`, isGameH5: game.isGameH5, freePlay: options.freePlay, nodeId: game.nodeId };
  }

  return {
    async launch(
      session: Session,
      input: { nodeId: string; supportFreePlay: boolean; language?: Language | undefined; matchId?: string | undefined },
    ): Promise<LaunchValue> {
      const game = await findEnabledGame(db, config, input.nodeId);
      // A sports book opens at a match only while it is live and is the book's own.
      if (input.matchId !== undefined) await sports.liveMatch(input.matchId, game);
      const matchId = input.matchId === undefined ? {} : { matchId: input.matchId };
      return issue(session, game, { freePlay: input.supportFreePlay, language: input.language, ...matchId });
    },

    async launchLottery(
      session: Session,
      input: { vendor: string; gameCode: string; prizeMode: PrizeMode; playType: string; language?: Language | undefined },
    ): Promise<LaunchValue> {
      const game = await findLotteryGame(db, config, input.vendor, input.gameCode);
      if (input.prizeMode !== prizeModeFor(game.vassalage, (await vendors.mapping()).mapping)) {
        throw new ApiError(400, LOBBY_ERROR_CODES.prizeModeWrong, 'That prize mode is not the one this site plays lotteries in');
      }
      return issue(session, game, { freePlay: false, prizeMode: input.prizeMode, playType: input.playType, language: input.language });
    },
  };
}
