import { beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { gameCalls } from '../../../contract/games';
import type { GameListValue } from '../../../contract/games';
import type { Database } from '../../src/db/database';
import type { ServerConfig } from '../../src/config';
import type { GameListFilters } from '../../src/services/catalogue/games';
import { GameQuery, likeLiteral } from '../../src/services/catalogue/game-query';
import { createNameSearchIndex } from '../../src/services/catalogue/name-search';
import { GAME_COLUMNS, primaryCdn, toGame, type GameRow } from '../../src/services/catalogue/rows';
import { get } from '../catalogue/call';
import { describeOnEachDatabase } from '../helpers';

/** The answer the database gives a search: the game list's query with the name matched by LIKE on the lower-cased name. */
async function answerOfTheDatabase(
  db: Database,
  config: ServerConfig,
  filters: GameListFilters & { gameName: string },
): Promise<GameListValue> {
  const built = new GameQuery();
  built.where(`g.game_type = ANY(${built.param(config.enabledGameTypes)}::text[])`);
  if (filters.dataType === 'HOT') built.where('g.is_hot').orderBy('g.hot_rank NULLS LAST');
  if (filters.dataType === 'NEW' || filters.isNew === '1') built.where('g.is_new');
  if (filters.gameType) built.where(`g.game_type = ${built.param(filters.gameType)}`);
  if (filters.vassalage) built.where(`g.vendor = ${built.param(filters.vassalage)}`);
  if (filters.gameClassify) built.where(`g.game_classify = ${built.param(filters.gameClassify)}`);
  built.where(`g.search_name LIKE ${built.param(`%${likeLiteral(filters.gameName.toLowerCase())}%`)} ESCAPE '\\'`);
  if (filters.minBet !== undefined) built.where(`g.min_bet <= ${built.param(filters.minBet)}`);
  if (filters.minLine !== undefined) built.where(`g.min_line <= ${built.param(filters.minLine)}`);
  const count = built.count();
  const totalCount = Number((await db.query<{ total: number }>(count.sql, count.params)).rows[0]?.total ?? 0);
  if (totalCount === 0) return { games: [], pageNum: filters.pageNo, totalPages: 0, totalCount: 0 };
  const page = built.page(GAME_COLUMNS, filters.pageSize, (filters.pageNo - 1) * filters.pageSize);
  const { rows } = await db.query<GameRow>(page.sql, page.params);
  return {
    games: rows.map((row) => toGame(row, primaryCdn(config.imageCDNs))),
    pageNum: filters.pageNo,
    totalPages: Math.ceil(totalCount / filters.pageSize),
    totalCount,
  };
}

// Names with accents, mixed case and LIKE's own wildcards, given to seeded games before the first search.
const RENAMED = ['Piñata Fiesta ÉLITE', 'Árbol de Oro', 'café 100%_wild', 'ÑOÑO Dragon Straße'];

const SEARCHES = [
  'dragon',
  'DrAgOn',
  'gol',
  'ñata',
  'PIÑATA',
  'élite',
  'ÉLITE',
  'arbol',
  'Árbol',
  'ÁRBOL',
  'ñoño',
  'STRASSE',
  'straße',
  '100%_',
  '%',
  '_',
  'zzqx no such game',
  'a',
  'o d',
];

describeOnEachDatabase('game search by name, answered in process', (use) => {
  let filterSets: Partial<GameListFilters>[] = [];

  beforeAll(async () => {
    const { db } = use();
    const { rows } = await db.query<{ node_id: string }>(
      `SELECT node_id::text FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT $1`,
      [RENAMED.length],
    );
    for (const [index, row] of rows.entries())
      await db.query(`UPDATE games SET game_name = $1 WHERE node_id = $2`, [RENAMED[index], row.node_id]);
    const sample = (
      await db.query<{ vendor: string; game_classify: string }>(
        `SELECT vendor, game_classify FROM games WHERE game_classify IS NOT NULL ORDER BY node_id LIMIT 1`,
      )
    ).rows[0]!;
    filterSets = [
      {},
      { gameType: 'RNG' },
      { gameType: 'LIVE' },
      { gameType: 'COCKFIGHT' },
      { dataType: 'HOT' },
      { dataType: 'NEW' },
      { isNew: '1' },
      { vassalage: sample.vendor },
      { gameClassify: sample.game_classify },
      { minBet: 0.5 },
      { minBet: 1 },
      { minLine: 9 },
      { gameType: 'RNG', minBet: 2, minLine: 25, pageSize: 5, pageNo: 2 },
      { pageSize: 3, pageNo: 3 },
      { pageNo: 400 },
    ];
  });

  it('answers every search with the games, order, pages and counts the database query gives', async () => {
    const { app, db, config } = use();
    // A live table's players move once a minute: both answers are read at one moment, so a minute turning between them changes nothing.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let compared = 0;
    let found = 0;
    for (const gameName of SEARCHES) {
      for (const set of filterSets) {
        const filters = { dataType: 'ALL', pageNo: 1, pageSize: 36, ...set, gameName } as GameListFilters & { gameName: string };
        const answer = await get(app, gameCalls.getGameList, { ...set, gameName });
        expect(answer, `${gameName} ${JSON.stringify(set)}`).toEqual(await answerOfTheDatabase(db, config, filters));
        compared++;
        if (answer.totalCount > 0) found++;
      }
    }
    expect(compared).toBe(SEARCHES.length * filterSets.length);
    // The comparison covers searches that find games, not only empty answers.
    expect(found).toBeGreaterThan(SEARCHES.length * 3);
    const renamed = await get(app, gameCalls.getGameList, { gameName: 'ÑaTa' });
    expect(renamed.games.map((g) => g.gameName)).toContain('Piñata Fiesta ÉLITE');
  });

  it('shows a renamed game within its expiry, answering from the held list meanwhile; clear() shows it at once', async () => {
    const { db } = use();
    let clock = 1_000;
    const index = createNameSearchIndex(db, 10_000, () => clock);
    const { rows } = await db.query<{ node_id: string }>(`SELECT node_id::text FROM games ORDER BY node_id DESC LIMIT 1`);
    const nodeId = rows[0]!.node_id;
    const nameOf = async () => (await index.games()).find((game) => game.node_id === nodeId)?.game_name;
    const before = await nameOf();
    // Past the expiry with the catalogue unchanged, the version alone is read and the same list stays.
    const held = await index.games();
    clock += 10_000;
    await index.games();
    await new Promise((resolve) => setImmediate(resolve));
    await expect.poll(() => index.games()).toBe(held);
    await db.query(`UPDATE games SET game_name = 'Quokka Quest' WHERE node_id = $1`, [nodeId]);
    clock += 9_999;
    expect(await nameOf()).toBe(before);
    clock += 1;
    // Past the expiry the held list still answers while the next one is read …
    expect(await nameOf()).toBe(before);
    // … and the list read then answers from then on.
    await expect.poll(nameOf).toBe('Quokka Quest');
    expect((await index.games()).find((game) => game.node_id === nodeId)?.search_name).toBe('quokka quest');
    await db.query(`UPDATE games SET game_name = 'Wombat Way' WHERE node_id = $1`, [nodeId]);
    index.clear();
    expect(await nameOf()).toBe('Wombat Way');
  });
});
