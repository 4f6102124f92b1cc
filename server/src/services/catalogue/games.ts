import type { DataType, Game, GameType } from '../../../../contract/domain';
import type { GameListValue } from '../../../../contract/games';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { LOBBY_ERROR_CODES } from '../../../../contract/lobby';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { GameQuery, likeLiteral } from './game-query';
import { compareGames, type NameSearchIndex } from './name-search';
import type { ReadCache } from './read-cache';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from './rows';

export interface GameListFilters {
  gameName?: string | undefined;
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  /** Games a player can join with this stake: those whose minimum bet is at most this amount. */
  minBet?: number | undefined;
  /** Games playable on this many lines: those whose minimum line count is at most this number. */
  minLine?: number | undefined;
  isNew?: '0' | '1' | undefined;
  dataType: DataType;
  pageNo: number;
  pageSize: number;
}

/**
 * A member's own list (favourites, recent games) narrows the query with its own JOIN,
 * filter and order; the lobby installs one per data type with `setMemberList`.
 */
export type MemberListScope = (query: GameQuery, session: Session) => void;

export function createGameService(db: Database, config: ServerConfig, cache: ReadCache, names: NameSearchIndex) {
  const memberLists = new Map<DataType, MemberListScope>();
  const cdn = () => primaryCdn(config.imageCDNs);

  /** Only switched-on game types are ever answered. */
  const enabledOnly = (query: GameQuery) => query.where(`g.game_type = ANY(${query.param(config.enabledGameTypes)}::text[])`);

  async function readList(filters: GameListFilters, session: Session | null): Promise<GameListValue> {
    const empty: GameListValue = { games: [], pageNum: filters.pageNo, totalPages: 0, totalCount: 0 };
    const query = enabledOnly(new GameQuery());
    if (filters.dataType === 'FAV' || filters.dataType === 'RECENT') {
      const scope = memberLists.get(filters.dataType);
      // A visitor has no favourites or recent games.
      if (!session || !scope) return empty;
      scope(query, session);
    }
    if (filters.dataType === 'HOT') query.where('g.is_hot').orderBy('g.hot_rank NULLS LAST');
    if (filters.dataType === 'NEW' || filters.isNew === '1') query.where('g.is_new');
    if (filters.gameType) query.where(`g.game_type = ${query.param(filters.gameType)}`);
    if (filters.vassalage) query.where(`g.vendor = ${query.param(filters.vassalage)}`);
    if (filters.gameClassify) query.where(`g.game_classify = ${query.param(filters.gameClassify)}`);
    if (filters.gameName) {
      // search_name is the lower-cased name under a trigram index (migration 006).
      query.where(`g.search_name LIKE ${query.param(`%${likeLiteral(filters.gameName.toLowerCase())}%`)} ESCAPE '\\'`);
    }
    if (filters.minBet !== undefined) query.where(`g.min_bet <= ${query.param(filters.minBet)}`);
    if (filters.minLine !== undefined) query.where(`g.min_line <= ${query.param(filters.minLine)}`);

    const page = query.page(GAME_COLUMNS, filters.pageSize, (filters.pageNo - 1) * filters.pageSize);
    const { rows } = await db.query<GameRow & { total: number }>(page.sql, page.params);
    let totalCount = rows[0] ? Number(rows[0].total) : 0;
    if (rows.length === 0 && filters.pageNo > 1) {
      const count = query.count();
      totalCount = Number((await db.query<{ total: number }>(count.sql, count.params)).rows[0]?.total ?? 0);
    }
    if (totalCount === 0) return empty;
    return {
      games: rows.map((row) => toGame(row, cdn())),
      pageNum: filters.pageNo,
      totalPages: Math.ceil(totalCount / filters.pageSize),
      totalCount,
    };
  }

  /**
   * A catalogue list searched by name, answered from the games held in process (name-search.ts)
   * with the very filters, order and pages of `readList`: the name is matched as a literal part of
   * the database's lower-cased name, after the search text is lower-cased the same way as there.
   */
  async function searchByName(filters: GameListFilters & { gameName: string }): Promise<GameListValue> {
    const part = filters.gameName.toLowerCase();
    const enabled = new Set<string>(config.enabledGameTypes);
    const hot = filters.dataType === 'HOT';
    const matches = (await names.games()).filter(
      (game) =>
        enabled.has(game.game_type) &&
        (!hot || game.is_hot) &&
        ((filters.dataType !== 'NEW' && filters.isNew !== '1') || game.is_new) &&
        (!filters.gameType || game.game_type === filters.gameType) &&
        (!filters.vassalage || game.vendor === filters.vassalage) &&
        (!filters.gameClassify || game.game_classify === filters.gameClassify) &&
        game.search_name.includes(part) &&
        (filters.minBet === undefined || Number(game.min_bet) <= filters.minBet) &&
        (filters.minLine === undefined || game.min_line <= filters.minLine),
    );
    if (matches.length === 0) return { games: [], pageNum: filters.pageNo, totalPages: 0, totalCount: 0 };
    const start = (filters.pageNo - 1) * filters.pageSize;
    return {
      games: matches
        .sort(compareGames(hot))
        .slice(start, start + filters.pageSize)
        .map((row) => toGame(row, cdn())),
      pageNum: filters.pageNo,
      totalPages: Math.ceil(matches.length / filters.pageSize),
      totalCount: matches.length,
    };
  }

  /** Hot games of switched-on types by their hot rank. */
  async function readHot(gameType?: GameType): Promise<{ list: Game[] }> {
    const { rows } = await db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM games g JOIN vendors v ON v.code = g.vendor
        WHERE g.is_hot AND g.game_type = ANY($1::text[]) ${gameType ? 'AND g.game_type = $2' : ''}
        ORDER BY g.hot_rank NULLS LAST, g.sort_order, g.node_id`,
      gameType ? [config.enabledGameTypes, gameType] : [config.enabledGameTypes],
    );
    return { list: rows.map((row) => toGame(row, cdn())) };
  }

  /** One game of a switched-on type, as the lists answer it; any other node id is "no such game". */
  async function readOne(nodeId: string): Promise<Game> {
    const query = enabledOnly(new GameQuery());
    query.where(`g.node_id = ${query.param(nodeId)}::bigint`);
    const page = query.page(GAME_COLUMNS, 1, 0);
    const { rows } = await db.query<GameRow>(page.sql, page.params);
    const row = rows[0];
    if (!row) throw new ApiError(404, LOBBY_ERROR_CODES.gameNotFound, 'No such game');
    return toGame(row, cdn());
  }

  return {
    setMemberList(dataType: 'FAV' | 'RECENT', scope: MemberListScope) {
      memberLists.set(dataType, scope);
    },

    async list(filters: GameListFilters, session: Session | null): Promise<GameListValue> {
      if (filters.dataType === 'FAV' || filters.dataType === 'RECENT') return readList(filters, session);
      // Each search asks for a different part of a name, so searches skip the answer cache.
      if (filters.gameName) return searchByName({ ...filters, gameName: filters.gameName });
      // Everyone sees the same catalogue lists, so they are shared; a member's own lists never are.
      const key = JSON.stringify(['games', config.enabledGameTypes, cdn(), ...Object.entries(filters).sort()]);
      return cache.get(key, () => readList(filters, null));
    },

    /** The game a shared link names, shared like the lists (a post brings many players to the same game at once). */
    one(nodeId: string): Promise<Game> {
      return cache.get(JSON.stringify(['game', config.enabledGameTypes, cdn(), nodeId]), () => readOne(nodeId));
    },

    /** Hot games of switched-on types, optionally of one type, by hot rank. */
    hot(gameType?: GameType): Promise<{ list: Game[] }> {
      return cache.get(JSON.stringify(['hot', config.enabledGameTypes, cdn(), gameType ?? null]), () => readHot(gameType));
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;
