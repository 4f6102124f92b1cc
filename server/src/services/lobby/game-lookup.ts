import type { Game } from '../../../../contract/domain';
import { LOBBY_ERROR_CODES } from '../../../../contract/lobby';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from '../catalogue/rows';

/** A game of a switched-on type by node id; anything else is "no such game" (404). */
export async function findEnabledGame(db: Queryable, config: ServerConfig, nodeId: string): Promise<Game> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vendor
      WHERE g.node_id = $1 AND g.game_type = ANY($2::text[])`,
    [nodeId, config.enabledGameTypes],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, LOBBY_ERROR_CODES.gameNotFound, 'No such game');
  return toGame(row, primaryCdn(config.imageCDNs));
}

/** A lottery game by its vendor and game code. */
export async function findLotteryGame(db: Queryable, config: ServerConfig, vendor: string, gameCode: string): Promise<Game> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vendor
      WHERE g.vendor = $1 AND g.game_code = $2 AND g.game_type IN ('LOTT', 'ELOTT') AND g.game_type = ANY($3::text[])`,
    [vendor, gameCode, config.enabledGameTypes],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, LOBBY_ERROR_CODES.gameNotFound, 'No such lottery game');
  return toGame(row, primaryCdn(config.imageCDNs));
}
