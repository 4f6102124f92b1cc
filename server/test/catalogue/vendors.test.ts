import { beforeAll, expect, it } from 'vitest';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, GAME_TYPES } from '../../../contract/domain';
import { gameCalls } from '../../../contract/games';
import { describeOnEachDatabase } from '../helpers';
import { get } from './call';
import { addCockfightJackpotWinner, countGames } from './truth';

const COCKFIGHT = new Set<string>(COCKFIGHT_VENDORS);

describeOnEachDatabase('vendors with cockfight switched off (the default)', (use) => {
  it('lists vendors of switched-on types with icon and game count', async () => {
    const { app, db } = use();
    const { vendors } = await get(app, gameCalls.getVendorGameTypes, { typeId: '1', language: 'EN' });
    expect(vendors.length).toBeGreaterThan(20);
    expect(vendors.some((v) => v.gameType === 'COCKFIGHT' || COCKFIGHT.has(v.vassalage))).toBe(false);
    for (const vendor of vendors) {
      expect(vendor.mobileLargeIcon).toBe(`/cdn/vendor/${vendor.vassalage}-COLOR2.svg`);
      expect(vendor.gameCategory).toBe(vendor.gameType);
      expect(vendor.gameCount).toBe(await countGames(db, 'g.vendor = $1 AND g.game_type = $2', [vendor.vassalage, vendor.gameType]));
    }
    const jiliTypes = vendors.filter((v) => v.vassalage === 'JILI').map((v) => v.gameType);
    expect(jiliTypes).toEqual(expect.arrayContaining(['RNG', 'FISH']));
    const total = vendors.reduce((sum, v) => sum + v.gameCount, 0);
    expect(total).toBe(await countGames(db, `g.game_type <> 'COCKFIGHT'`));
  });

  it('maps every switched-on game type to its vendors, classify groups and count', async () => {
    const { app, db } = use();
    const { mapping } = await get(app, gameCalls.getVendorMapping);
    expect(mapping.map((m) => m.gameType).sort()).toEqual(GAME_TYPES.filter((t) => t !== 'COCKFIGHT').sort());
    for (const entry of mapping) {
      expect(entry.gameCount).toBe(await countGames(db, 'g.game_type = $1', [entry.gameType]));
    }
    const rng = mapping.find((m) => m.gameType === 'RNG')!;
    const bingo = rng.gameClassify.find((c) => c.key === 'BG');
    expect(bingo?.vendors).toEqual(expect.arrayContaining(['JILI', 'MB']));
    expect(bingo?.vendors).not.toContain('PP');
    expect(rng.vendors).toEqual(expect.arrayContaining(['JILI', 'FC', 'PGE', 'MB']));
    expect(mapping.find((m) => m.gameType === 'SPORTS')!.vendors.length).toBeGreaterThan(0);
  });

  it('sorts categories with e-sports right after sports and no cockfight', async () => {
    const { list } = await get(use().app, gameCalls.getVendorSorting);
    const categories = list.map((entry) => entry.gameCategory);
    expect(categories).not.toContain('COCKFIGHT');
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories.indexOf('ESPORTS')).toBe(categories.indexOf('SPORTS') + 1);
    expect(list.every((entry) => entry.vendorNames.length > 0)).toBe(true);
    const esports = list.find((entry) => entry.gameCategory === 'ESPORTS')!;
    expect(esports.vendorNames.map((v) => v.accountTypeName).sort()).toEqual([...ESPORTS_VENDORS].sort());
    expect(list.flatMap((entry) => entry.vendorNames).every((v) => v.accountTypeName === v.vassalage)).toBe(true);
    const sports = list.find((entry) => entry.gameCategory === 'SPORTS')!;
    expect(sports.vendorNames.some((v) => (ESPORTS_VENDORS as readonly string[]).includes(v.vassalage))).toBe(false);
  });
});

describeOnEachDatabase(
  'vendors and games with cockfight switched on',
  (use) => {
    beforeAll(async () => {
      await addCockfightJackpotWinner(use().db);
    });

    it('places cockfight right after sports and e-sports', async () => {
      const { list } = await get(use().app, gameCalls.getVendorSorting);
      const categories = list.map((entry) => entry.gameCategory);
      const sports = categories.indexOf('SPORTS');
      expect(sports).toBeGreaterThanOrEqual(0);
      expect(categories.slice(sports, sports + 3)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
      const cockfight = list.find((entry) => entry.gameCategory === 'COCKFIGHT')!;
      expect(cockfight.vendorNames.map((v) => v.vassalage).sort()).toEqual([...COCKFIGHT_VENDORS].sort());
    });

    it('lists cockfight vendors, mapping, games, hot games and winners', async () => {
      const { app, db } = use();
      const { vendors } = await get(app, gameCalls.getVendorGameTypes);
      expect(
        vendors
          .filter((v) => v.gameType === 'COCKFIGHT')
          .map((v) => v.vassalage)
          .sort(),
      ).toEqual([...COCKFIGHT_VENDORS].sort());
      const { mapping } = await get(app, gameCalls.getVendorMapping);
      expect(mapping.find((m) => m.gameType === 'COCKFIGHT')?.gameCount).toBe(await countGames(db, `g.game_type = 'COCKFIGHT'`));
      const games = await get(app, gameCalls.getGameList, { gameType: 'COCKFIGHT' });
      expect(games.totalCount).toBe(await countGames(db, `g.game_type = 'COCKFIGHT'`));
      const hot = await get(app, gameCalls.getHotGames, { gameType: 'COCKFIGHT' });
      expect(hot.list.length).toBeGreaterThan(0);
      const winners = await get(app, gameCalls.getWinnerBoard, { gameCategory: 'ALL', limitNum: 20 });
      expect(winners.list[0]?.game.gameType).toBe('COCKFIGHT');
      expect(winners.list[0]?.vo.winAmount).toBe(987654321);
    });
  },
  { enabledGameTypes: [...GAME_TYPES] },
);
