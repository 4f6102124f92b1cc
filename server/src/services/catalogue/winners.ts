import type { GameType, Winner } from '../../../../contract/domain';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { ReadCache } from './read-cache';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from './rows';

export interface WinnerQuery {
  gameCategory: 'ALL' | GameType;
  limitNum: number;
}

/**
 * The biggest recent wins, highest first, on games of switched-on types only. Every Home
 * visit asks for the board: it is read once per `cache` period, not once per visit.
 */
export function createWinnerService(db: Database, config: ServerConfig, cache: ReadCache) {
  return {
    board(query: WinnerQuery): Promise<{ list: Winner[] }> {
      return cache.get(JSON.stringify(['winners', query.gameCategory, query.limitNum]), () => readBoard(query));
    },
  };

  async function readBoard({ gameCategory, limitNum }: WinnerQuery): Promise<{ list: Winner[] }> {
    const params: unknown[] = [config.enabledGameTypes, limitNum];
    if (gameCategory !== 'ALL') params.push(gameCategory);
    const { rows } = await db.query<GameRow & { customer_name: string; win_amount: number | string }>(
      `SELECT ${GAME_COLUMNS}, w.customer_name, w.win_amount
           FROM winners w JOIN games g ON g.node_id = w.node_id JOIN vendors v ON v.code = g.vendor
          WHERE g.game_type = ANY($1::text[]) ${gameCategory !== 'ALL' ? 'AND g.game_type = $3' : ''}
          ORDER BY w.win_amount DESC, w.won_at DESC, w.id
          LIMIT $2`,
      params,
    );
    const cdn = primaryCdn(config.imageCDNs);
    return {
      list: rows.map((row) => {
        const game = toGame(row, cdn);
        return {
          vo: {
            iconUrl: game.iconUrl,
            gameName: game.gameName,
            customerName: row.customer_name,
            winAmount: Number(row.win_amount),
            currencySymbol: config.currency.symbol,
          },
          game,
        };
      }),
    };
  }
}
