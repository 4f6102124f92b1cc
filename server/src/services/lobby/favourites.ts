import { FAVOURITES_LIMIT, type GameType } from '../../../../contract/domain';
import { LOBBY_ERROR_CODES, type FavouriteChange } from '../../../../contract/lobby';
import type { ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from '../catalogue/rows';
import { findEnabledGame } from './game-lookup';
import { onceByKey } from '../wallet/once-by-key';
import { LOCK_CLASS, lockMember } from './idempotency';

export interface FavouritesPageOptions {
  pageNo: number;
  pageSize: number;
  gameType?: GameType | undefined;
  vendor?: string | undefined;
}

/**
 * A member's favourite games: at most FAVOURITES_LIMIT, newest first. Adding a present
 * game and removing an absent one change nothing; a repeated idempotency key answers
 * as the first time. Each change runs in one transaction holding the member's lock.
 */
export function createFavouritesService(db: Database, config: ServerConfig) {
  const countOf = async (tx: Queryable, memberId: number) =>
    Number((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM favourites WHERE member_id = $1', [memberId])).rows[0]?.n ?? 0);

  async function change(session: Session, nodeId: string, favourite: boolean, key: string | null): Promise<FavouriteChange> {
    return db.transaction(async (tx) => {
      await lockMember(tx, LOCK_CLASS.favourites, session.memberId);
      return onceByKey(tx, session.memberId, key, favourite ? 'addFavourite' : 'removeFavourite', async () => {
        let changed: boolean;
        if (favourite) {
          await findEnabledGame(tx, config, nodeId);
          const present = await tx.query('SELECT 1 FROM favourites WHERE member_id = $1 AND node_id = $2', [session.memberId, nodeId]);
          changed = present.rows.length === 0;
          if (changed) {
            if ((await countOf(tx, session.memberId)) >= FAVOURITES_LIMIT) {
              throw new ApiError(409, LOBBY_ERROR_CODES.favouritesFull, `At most ${FAVOURITES_LIMIT} favourites`);
            }
            await tx.query('INSERT INTO favourites (member_id, node_id) VALUES ($1, $2)', [session.memberId, nodeId]);
          }
        } else {
          const removed = await tx.query('DELETE FROM favourites WHERE member_id = $1 AND node_id = $2 RETURNING node_id', [
            session.memberId,
            nodeId,
          ]);
          changed = removed.rows.length > 0;
        }
        return { nodeId, favourite, changed, count: await countOf(tx, session.memberId) };
      });
    });
  }

  return {
    add: (session: Session, nodeId: string, key: string | null) => change(session, nodeId, true, key),
    remove: (session: Session, nodeId: string, key: string | null) => change(session, nodeId, false, key),

    /** Every favourite node id, newest first (games of switched-off types included: they come back when switched on). */
    async ids(session: Session): Promise<{ nodeIds: string[]; limit: number }> {
      const { rows } = await db.query<{ node_id: string }>(
        'SELECT node_id::text AS node_id FROM favourites WHERE member_id = $1 ORDER BY created_at DESC, node_id LIMIT $2',
        [session.memberId, FAVOURITES_LIMIT],
      );
      return { nodeIds: rows.map((row) => row.node_id), limit: FAVOURITES_LIMIT };
    },

    async page(session: Session, options: FavouritesPageOptions) {
      const params: unknown[] = [session.memberId, config.enabledGameTypes];
      let filters = '';
      if (options.gameType) filters += ` AND g.game_type = $${params.push(options.gameType)}`;
      if (options.vendor) filters += ` AND g.vendor = $${params.push(options.vendor)}`;
      const from = `FROM favourites f JOIN games g ON g.node_id = f.node_id JOIN vendors v ON v.code = g.vendor
                   WHERE f.member_id = $1 AND g.game_type = ANY($2::text[])${filters}`;
      const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
      const totalCount = Number(counted.rows[0]?.n ?? 0);
      const { rows } = await db.query<GameRow>(
        `SELECT ${GAME_COLUMNS} ${from} ORDER BY f.created_at DESC, f.node_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, options.pageSize, (options.pageNo - 1) * options.pageSize],
      );
      const cdn = primaryCdn(config.imageCDNs);
      return {
        content: rows.map((row) => toGame(row, cdn)),
        pageNum: options.pageNo,
        pageSize: options.pageSize,
        totalPages: Math.ceil(totalCount / options.pageSize),
        totalCount,
      };
    },
  };
}
