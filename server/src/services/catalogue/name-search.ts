import type { Database } from '../../db/database';
import { GAME_COLUMNS, type GameRow } from './rows';

/** A game as the name search holds it: the list's columns and what its filters and order read. */
export interface IndexedGame extends GameRow {
  /** The database's own lower-cased name (migration 006), so case folding is exactly the database's. */
  search_name: string;
  sort_order: number;
  hot_rank: number | null;
  /** node_id as a number, for the order (node ids are BIGINTs well inside a double's exact range). */
  order_id: number;
}

/**
 * Every game of the catalogue, for searches by name. The embedded database answers one query at a
 * time, and a search for a part of a name matches a different set on every call, so no answer cache
 * helps: the games (a few thousand rows, a few MB) are held here and searched in process instead.
 *
 * When the list is older than `ttlMs`, the catalogue's version (migration 017: every change to games
 * or vendors, on any instance, raises it) is read, one row, while the held list still answers; only
 * a new version reads the games again. So an operator's catalogue edit shows in searches within
 * `ttlMs` plus one read on every instance, the same as the catalogue's read cache; `clear()` forgets
 * the list at once. Nothing here must hold across instances: each process reads the database itself.
 */
export function createNameSearchIndex(db: Database, ttlMs: number, now: () => number = Date.now) {
  let held: { at: number; version: string; games: IndexedGame[] } | null = null;
  let reading: { generation: number; games: Promise<IndexedGame[]> } | null = null;
  // Bumped by clear(): a read begun before it never becomes the held list.
  let generation = 0;

  const readVersion = async () =>
    String((await db.query<{ version: string }>(`SELECT version::text AS version FROM catalogue_version WHERE slot = 1`)).rows[0]?.version);

  /** The version first: a change made while the games are read shows as a newer version at the next check. */
  async function read(): Promise<{ version: string; games: IndexedGame[] }> {
    const version = await readVersion();
    const { rows } = await db.query<IndexedGame>(
      `SELECT ${GAME_COLUMNS}, g.search_name, g.sort_order, g.hot_rank, g.node_id::float8 AS order_id
         FROM games g JOIN vendors v ON v.code = g.vendor`,
    );
    const games = rows.map((row) => ({
      ...row,
      sort_order: Number(row.sort_order),
      hot_rank: row.hot_rank === null ? null : Number(row.hot_rank),
    }));
    return { version, games };
  }

  /** Reads the games again only when the catalogue's version moved since the held list was read. */
  async function readIfChanged(): Promise<{ version: string; games: IndexedGame[] }> {
    const current = held;
    if (current && (await readVersion()) === current.version) return current;
    return read();
  }

  function refresh(): Promise<IndexedGame[]> {
    if (reading?.generation === generation) return reading.games;
    const started = now();
    const of = generation;
    const games = readIfChanged().then(({ version, games: list }) => {
      if (of === generation) held = { at: started, version, games: list };
      return list;
    });
    const current = { generation: of, games };
    reading = current;
    const done = () => {
      if (reading === current) reading = null;
    };
    games.then(done, done);
    return games;
  }

  return {
    /** The games; a stale list answers while the version is checked (a failed check keeps the old one). */
    async games(): Promise<IndexedGame[]> {
      if (!held) return refresh();
      if (now() - held.at >= ttlMs) refresh().catch(() => undefined);
      return held.games;
    },
    clear() {
      generation++;
      held = null;
    },
  };
}

export type NameSearchIndex = ReturnType<typeof createNameSearchIndex>;

/** The order of game lists: sort order then node id; hot games by hot rank first (no rank last). */
export function compareGames(byHotRank: boolean) {
  return (a: IndexedGame, b: IndexedGame): number => {
    if (byHotRank && a.hot_rank !== b.hot_rank) {
      if (a.hot_rank === null) return 1;
      if (b.hot_rank === null) return -1;
      return a.hot_rank - b.hot_rank;
    }
    return a.sort_order - b.sort_order || a.order_id - b.order_id;
  };
}
