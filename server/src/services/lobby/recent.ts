import type { GameType } from '../../../../contract/domain';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import type { Session } from '../../http/context';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from '../catalogue/rows';

export interface RecentPageOptions {
  page: number;
  pageSize: number;
  gameType?: GameType | undefined;
  vendor?: string | undefined;
}

/** Games a member launched, the latest first; a game launched again moves back to the top. */
export function createRecentService(db: Database, config: ServerConfig) {
  return {
    async record(tx: Queryable, memberId: number, nodeId: string): Promise<void> {
      await tx.query(
        `INSERT INTO recent_games (member_id, node_id) VALUES ($1, $2)
         ON CONFLICT (member_id, node_id) DO UPDATE SET last_played_at = clock_timestamp(), play_count = recent_games.play_count + 1`,
        [memberId, nodeId],
      );
    },

    async page(session: Session, options: RecentPageOptions) {
      const params: unknown[] = [session.memberId, config.enabledGameTypes];
      let filters = '';
      if (options.gameType) filters += ` AND g.game_type = $${params.push(options.gameType)}`;
      if (options.vendor) filters += ` AND g.vendor = $${params.push(options.vendor)}`;
      const from = `FROM recent_games r JOIN games g ON g.node_id = r.node_id JOIN vendors v ON v.code = g.vendor
                   WHERE r.member_id = $1 AND g.game_type = ANY($2::text[])${filters}`;
      const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
      const totalCount = Number(counted.rows[0]?.n ?? 0);
      const { rows } = await db.query<GameRow>(
        `SELECT ${GAME_COLUMNS} ${from} ORDER BY r.last_played_at DESC, r.node_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, options.pageSize, (options.page - 1) * options.pageSize],
      );
      const cdn = primaryCdn(config.imageCDNs);
      return {
        list: rows.map((row) => toGame(row, cdn)),
        pageNum: options.page,
        totalPages: Math.ceil(totalCount / options.pageSize),
        totalCount,
      };
    },
  };
}

export type RecentService = ReturnType<typeof createRecentService>;
