import type { Numero } from '../../../../contract/lottery';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { upcomingDraws } from '../slot/draw';
import { originalOf } from '../slot/originals';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from './rows';

/**
 * The numero of each lottery the platform draws itself: its next draw still taking tickets, read
 * from the same schedule tickets are sold against, so the number shown is the one a ticket bought now
 * would be for. A provider's lottery is drawn at the provider: the platform knows no numero for it.
 */
export function createNumeroService(db: Database, config: ServerConfig, now: () => Date = () => new Date()) {
  return {
    async list(vendor?: string): Promise<{ list: Numero[] }> {
      const types = (['LOTT', 'ELOTT'] as const).filter((type) => config.enabledGameTypes.includes(type));
      if (types.length === 0) return { list: [] };
      const { rows } = await db.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vendor
          WHERE g.game_type = ANY($1::text[]) AND ($2::text IS NULL OR g.vendor = $2)
          ORDER BY v.sort_order, g.sort_order, g.node_id`,
        [types, vendor ?? null],
      );
      const drawn = rows.filter((row) => originalOf({ gameId: row.game_id, vassalage: row.vendor }) === 'DRAW');
      if (drawn.length === 0) return { list: [] };
      const [next] = upcomingDraws(now(), 1);
      const cdn = primaryCdn(config.imageCDNs);
      return {
        list: drawn.map((row) => ({
          game: toGame(row, cdn),
          numero: next!.drawNo,
          drawAt: next!.drawAt.toISOString(),
          closesAt: next!.closesAt.toISOString(),
        })),
      };
    },
  };
}
