import { beforeAll, expect, it } from 'vitest';
import { COCKFIGHT_VENDORS, PAGE_SIZE } from '../../../contract/domain';
import { gameCalls } from '../../../contract/games';
import { describeOnEachDatabase } from '../helpers';
import { get } from './call';
import { createJackpotService } from '../../src/services/catalogue/jackpot';
import { addCockfightJackpotWinner, countGames } from './truth';

const ENABLED = `g.game_type <> 'COCKFIGHT'`;

describeOnEachDatabase('game list, hot games, winners, lotteries and jackpot', (use) => {
  beforeAll(async () => {
    await addCockfightJackpotWinner(use().db);
  });

  it('pages the whole switched-on catalogue 36 at a time', async () => {
    const { app, db } = use();
    const total = await countGames(db, ENABLED);
    const first = await get(app, gameCalls.getGameList, {});
    expect(first.totalCount).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / PAGE_SIZE));
    expect(first.pageNum).toBe(1);
    expect(first.games).toHaveLength(PAGE_SIZE);
    const second = await get(app, gameCalls.getGameList, { pageNo: 2 });
    expect(second.pageNum).toBe(2);
    expect(second.games).toHaveLength(PAGE_SIZE);
    const firstIds = new Set(first.games.map((g) => g.nodeId));
    expect(second.games.some((g) => firstIds.has(g.nodeId))).toBe(false);
    const last = await get(app, gameCalls.getGameList, { pageNo: first.totalPages });
    expect(last.games).toHaveLength(total - PAGE_SIZE * (first.totalPages - 1));
    const beyond = await get(app, gameCalls.getGameList, { pageNo: first.totalPages + 1 });
    expect(beyond.games).toEqual([]);
    expect(beyond.totalCount).toBe(total);
    expect(beyond.totalPages).toBe(first.totalPages);
  });

  it('walks every page of a type without gaps or repeats', async () => {
    const { app, db } = use();
    const total = await countGames(db, `g.game_type = 'FISH'`);
    const seen = new Set<string>();
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await get(app, gameCalls.getGameList, { gameType: 'FISH', pageNo, pageSize: 10 });
      if (page.games.length === 0) break;
      page.games.forEach((g) => seen.add(g.nodeId));
    }
    expect(seen.size).toBe(total);
  });

  it('maps games to launch data with icons on the image CDN', async () => {
    const { games } = await get(use().app, gameCalls.getGameList, { vassalage: 'JILI', pageSize: 5 });
    for (const game of games) {
      expect(game.iconUrl).toBe(`/cdn/game/${game.gameId}.png`);
      expect(game.vendorName).toBe('JILI');
      expect(game.nodeName).toBe(game.vendorName);
      expect(game.showIcon).toBe(true);
      expect(game.gameCategory).toBe(game.gameType);
    }
  });

  it('filters by type, vendor, classify and new', async () => {
    const { app, db } = use();
    const rng = await get(app, gameCalls.getGameList, { gameType: 'RNG' });
    expect(rng.totalCount).toBe(await countGames(db, `g.game_type = 'RNG'`));
    expect(rng.games.every((g) => g.gameType === 'RNG')).toBe(true);

    const jili = await get(app, gameCalls.getGameList, { vassalage: 'JILI', pageSize: 100 });
    expect(jili.totalCount).toBe(await countGames(db, `g.vendor = 'JILI'`));
    expect(jili.games.every((g) => g.vassalage === 'JILI')).toBe(true);

    const bingo = await get(app, gameCalls.getGameList, { gameType: 'RNG', gameClassify: 'BG', pageSize: 100 });
    expect(bingo.totalCount).toBe(await countGames(db, `g.game_classify = 'BG'`));
    expect(bingo.games.every((g) => g.gameClassify === 'BG' && g.gameType === 'RNG')).toBe(true);
    expect(new Set(bingo.games.map((g) => g.vassalage))).toEqual(new Set(['JILI', 'MB']));

    const fresh = await get(app, gameCalls.getGameList, { isNew: '1', pageSize: 100 });
    expect(fresh.totalCount).toBe(await countGames(db, `g.is_new AND ${ENABLED}`));
    expect(fresh.totalCount).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const newList = await get(app, gameCalls.getGameList, { dataType: 'NEW', pageSize: 100 });
    expect(newList.games.map((g) => g.nodeId)).toEqual(fresh.games.map((g) => g.nodeId));
  });

  it('finds games by any part of the name, whatever the case', async () => {
    const { app, db } = use();
    const { rows } = await db.query<{ game_name: string; node_id: string }>(
      `SELECT game_name, node_id::text AS node_id FROM games WHERE vendor = 'PGE' AND length(game_name) >= 8 ORDER BY node_id LIMIT 1`,
    );
    const target = rows[0]!;
    const part = target.game_name.slice(2, 7);
    const found = await get(app, gameCalls.getGameList, { gameName: part.toUpperCase(), pageSize: 100 });
    expect(found.games.map((g) => g.nodeId)).toContain(target.node_id);
    expect(found.games.every((g) => g.gameName.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(found.totalCount).toBe(await countGames(db, `strpos(lower(g.game_name), lower($1)) > 0 AND ${ENABLED}`, [part]));
    const literal = await get(app, gameCalls.getGameList, { gameName: '%' });
    expect(literal.totalCount).toBe(0);
    const nothing = await get(app, gameCalls.getGameList, { gameName: 'zzqx no such game' });
    expect(nothing).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  });

  it('filters by minimum bet and lines a player can afford', async () => {
    const { app, db } = use();
    const cheap = await get(app, gameCalls.getGameList, { minBet: 0.5, pageSize: 100 });
    expect(cheap.totalCount).toBe(await countGames(db, `g.min_bet <= 0.5 AND ${ENABLED}`));
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(cheap.games.every((g) => g.minBet <= 0.5)).toBe(true);
    const fewLines = await get(app, gameCalls.getGameList, { gameType: 'RNG', minLine: 9, pageSize: 100 });
    expect(fewLines.totalCount).toBe(await countGames(db, `g.min_line <= 9 AND g.game_type = 'RNG'`));
    expect(fewLines.games.every((g) => g.minLine <= 9)).toBe(true);
  });

  it('answers hot games as a list ordered by hot rank', async () => {
    const { app, db } = use();
    const hot = await get(app, gameCalls.getGameList, { dataType: 'HOT', pageSize: 100 });
    expect(hot.totalCount).toBe(await countGames(db, `g.is_hot AND ${ENABLED}`));
    expect(hot.games.every((g) => g.isHot)).toBe(true);
    const { rows } = await db.query<{ node_id: string }>(
      `SELECT node_id::text AS node_id FROM games WHERE is_hot AND game_type <> 'COCKFIGHT' ORDER BY hot_rank LIMIT 100`,
    );
    expect(hot.games.map((g) => g.nodeId)).toEqual(rows.map((r) => r.node_id));

    const all = await get(app, gameCalls.getHotGames, { language: 'EN' });
    expect(all.list.map((g) => g.nodeId)).toEqual(
      (
        await db.query<{ node_id: string }>(
          `SELECT node_id::text AS node_id FROM games WHERE is_hot AND game_type <> 'COCKFIGHT' ORDER BY hot_rank`,
        )
      ).rows.map((r) => r.node_id),
    );
    const live = await get(app, gameCalls.getHotGames, { gameType: 'LIVE' });
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((g) => g.gameType === 'LIVE' && g.isHot)).toBe(true);
  });

  it('never answers switched-off cockfight games', async () => {
    const { app } = use();
    expect((await get(app, gameCalls.getGameList, { gameType: 'COCKFIGHT' })).totalCount).toBe(0);
    for (const vendor of COCKFIGHT_VENDORS) {
      expect((await get(app, gameCalls.getGameList, { vassalage: vendor })).totalCount).toBe(0);
    }
    expect((await get(app, gameCalls.getHotGames, { gameType: 'COCKFIGHT' })).list).toEqual([]);
    expect((await get(app, gameCalls.getHotGames)).list.some((g) => g.gameType === 'COCKFIGHT')).toBe(false);
    expect((await get(app, gameCalls.getWinnerBoard, { gameCategory: 'COCKFIGHT' })).list).toEqual([]);
  });

  it('answers an empty favourites or recent list to a visitor', async () => {
    for (const dataType of ['FAV', 'RECENT'] as const) {
      expect(await get(use().app, gameCalls.getGameList, { dataType })).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
    }
  });

  it('answers at most 20 winners, biggest win first, without switched-off games', async () => {
    const { app } = use();
    const { list } = await get(app, gameCalls.getWinnerBoard, { gameCategory: 'ALL', language: 'EN', limitNum: 20 });
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    const amounts = list.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list.some((w) => w.game.gameType === 'COCKFIGHT' || w.vo.winAmount === 987654321)).toBe(false);
    for (const winner of list) {
      expect(winner.vo.iconUrl).toBe(winner.game.iconUrl);
      expect(winner.vo.gameName).toBe(winner.game.gameName);
      expect(winner.vo.currencySymbol).toBe('₱');
    }
    const five = await get(app, gameCalls.getWinnerBoard, { limitNum: 5 });
    expect(five.list.map((w) => w.vo.winAmount)).toEqual(amounts.slice(0, 5));
    const slots = await get(app, gameCalls.getWinnerBoard, { gameCategory: 'RNG' });
    expect(slots.list.every((w) => w.game.gameType === 'RNG')).toBe(true);
  });

  it('lists lottery and e-lottery vendors with their games', async () => {
    const { app, db } = use();
    const { list } = await get(app, gameCalls.getLotteryList);
    expect(new Set(list.map((e) => e.gameClassifyNew))).toEqual(new Set(['LOTT', 'ELOTT']));
    for (const entry of list) {
      expect(entry.games.length).toBe(await countGames(db, 'g.vendor = $1 AND g.game_type = $2', [entry.vassalage, entry.gameClassifyNew]));
      expect(entry.games.every((g) => g.vassalage === entry.vassalage && g.gameType === entry.gameClassifyNew)).toBe(true);
    }
    const sea = list.find((e) => e.vassalage === 'TCG_SEA');
    expect(sea?.games.every((g) => g.lottoMode === 'SEA')).toBe(true);
    const lott = await get(app, gameCalls.getLotteryList, { gameType: 'LOTT' });
    expect(lott.list.length).toBeGreaterThan(0);
    expect(lott.list.every((e) => e.gameClassifyNew === 'LOTT')).toBe(true);
  });

  it('holds one jackpot figure that grows with time: every read, instance and restart continues from it', async () => {
    const first = await get(use().app, gameCalls.getJackpot);
    expect(first.value).toBeGreaterThanOrEqual(1_200_000_000);
    expect(first.value).toBeLessThan(1_300_100_000);
    expect(Number.isInteger(first.value)).toBe(true);
    expect(first).toMatchObject({ perSecond: 7_500, decimals: 0, intervalsMs: [3000, 4000, 5000] });
    const second = await get(use().app, gameCalls.getJackpot);
    expect(second.value).toBeGreaterThanOrEqual(first.value);

    // Ten seconds on (the figure's start moved back): the figure has grown by ten seconds' worth, on top of the time between the reads.
    await use().db.query(`UPDATE jackpot SET base_at = base_at - interval '10 seconds'`);
    const later = await get(use().app, gameCalls.getJackpot);
    // (`asOf` is in whole milliseconds, 7.5 of the figure each: two readings may each round by one.)
    const rounding = 16;
    const betweenReads = (7_500 * (later.asOf - second.asOf)) / 1000;
    expect(later.value - second.value - betweenReads).toBeGreaterThanOrEqual(75_000 - rounding);
    expect(later.value - second.value - betweenReads).toBeLessThanOrEqual(75_000 + rounding);

    // A restarted server (its own random start) continues from the same figure.
    const restarted = await createJackpotService(use().db, () => 0.999).get();
    expect(restarted.value).toBeGreaterThanOrEqual(later.value);
    expect(restarted.value - later.value).toBeLessThanOrEqual((7_500 * (restarted.asOf - later.asOf)) / 1000 + rounding);
  });

  it("holds the lobbies' jackpot apart: from 100 million to 1 billion with cents, starting again from 100 million at 1 billion", async () => {
    const home = await get(use().app, gameCalls.getJackpot);
    const lobby = await get(use().app, gameCalls.getJackpot, { pool: 'lobby' });
    expect(lobby).toMatchObject({ decimals: 2, intervalsMs: [3000, 4000, 5000], range: { min: 100_000_000, max: 1_000_000_000 } });
    expect(lobby.value).toBeGreaterThanOrEqual(100_000_000);
    expect(lobby.value).toBeLessThan(1_000_000_000);
    expect(Math.round(lobby.value * 100) / 100).toBe(lobby.value);
    expect(lobby.perSecond).toBeGreaterThan(0);
    expect(lobby.perSecond % 1).not.toBe(0);
    expect(home.range).toBeUndefined();

    // Moved to 10 seconds short of 1 billion, then 20 seconds on: it has been won and grows again from 100 million.
    await use().db.query(
      `UPDATE jackpot SET base_value = 1000000000 - per_second * 10, base_at = now() - interval '20 seconds' WHERE id = 2`,
    );
    const won = await get(use().app, gameCalls.getJackpot, { pool: 'lobby' });
    expect(won.value).toBeGreaterThanOrEqual(100_000_000 + lobby.perSecond * 10 - 1);
    expect(won.value).toBeLessThan(100_000_000 + lobby.perSecond * 12);
    // Home's figure is untouched by the lobbies'.
    expect((await get(use().app, gameCalls.getJackpot)).value).toBeGreaterThanOrEqual(home.value);
  });
});
