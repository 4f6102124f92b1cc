import type { Game } from '../../../../contract/domain';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { ReadCache } from './read-cache';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from './rows';

const LOTTERY_TYPES = ['LOTT', 'ELOTT'] as const;
type LotteryType = (typeof LOTTERY_TYPES)[number];

export interface LotteryEntry {
  displayName: string;
  vassalage: string;
  gameClassifyNew: string;
  games: Game[];
}

/** Lottery and e-lottery vendors with their games, one entry per vendor and type. */
export function createLotteryService(db: Database, config: ServerConfig, cache: ReadCache) {
  async function read(gameType?: LotteryType): Promise<{ list: LotteryEntry[] }> {
    const types = (gameType ? [gameType] : [...LOTTERY_TYPES]).filter((t) => config.enabledGameTypes.includes(t));
    if (types.length === 0) return { list: [] };
    const { rows } = await db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vendor
        WHERE g.game_type = ANY($1::text[])
        ORDER BY array_position($1::text[], g.game_type), v.sort_order, g.vendor, g.sort_order, g.node_id`,
      [types],
    );
    const cdn = primaryCdn(config.imageCDNs);
    const entries = new Map<string, LotteryEntry>();
    for (const row of rows) {
      const key = `${row.game_type}/${row.vendor}`;
      const entry = entries.get(key) ?? { displayName: row.vendor_name, vassalage: row.vendor, gameClassifyNew: row.game_type, games: [] };
      entry.games.push(toGame(row, cdn));
      entries.set(key, entry);
    }
    return { list: [...entries.values()] };
  }

  return {
    list(gameType?: LotteryType): Promise<{ list: LotteryEntry[] }> {
      return cache.get(JSON.stringify(['lottery', config.enabledGameTypes, gameType ?? null]), () => read(gameType));
    },
  };
}
