import { describe, expect, it } from 'vitest';
import { BANNER_TYPES } from '../../contract/content';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, GAME_TYPES, INHOUSE_VENDORS, LANGUAGES } from '../../contract/domain';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { buildCatalogue, seedDatabase } from '../seed';
import { describeOnEachDatabase } from './helpers';

const NAMED_VENDORS = ['JILI', 'FC', 'PGE', 'TCG_SEA', ...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS, ...INHOUSE_VENDORS];
const MIN_PER_TYPE: Record<(typeof GAME_TYPES)[number], number> = {
  RNG: 1200,
  FISH: 80,
  LIVE: 240,
  PVP: 120,
  SPORTS: 8,
  ESPORTS: 10,
  COCKFIGHT: 10,
  LOTT: 40,
  ELOTT: 30,
  INHOUSE: 3,
};
const HTML = /<(p|ul|ol|table|strong|h4)\b/;

describeOnEachDatabase('demo catalogue seed', (platform) => {
  const rows = async <T>(sql: string, params: unknown[] = []) => (await platform().db.query<T>(sql, params)).rows;
  const count = async (sql: string, params: unknown[] = []) => Number((await rows<{ n: number }>(sql, params))[0]?.n ?? 0);

  it('fills the lobby with over two thousand games of every type', async () => {
    expect(await count('SELECT count(*)::int AS n FROM games')).toBeGreaterThanOrEqual(2000);
    const perType = await rows<{ game_type: string; n: number }>('SELECT game_type, count(*)::int AS n FROM games GROUP BY game_type');
    const byType = Object.fromEntries(perType.map((r) => [r.game_type, Number(r.n)]));
    for (const type of GAME_TYPES) expect(byType[type] ?? 0, type).toBeGreaterThanOrEqual(MIN_PER_TYPE[type]);
  });

  it('lists every provider the product names, with a human display name', async () => {
    const vendors = await rows<{ code: string; display_name: string }>('SELECT code, display_name FROM vendors');
    const codes = vendors.map((v) => v.code);
    for (const code of NAMED_VENDORS) expect(codes, code).toContain(code);
    expect(vendors.find((v) => v.code === 'FC')?.display_name).toBe('FA CHAI');
    expect(vendors.find((v) => v.code === 'PGE')?.display_name).toBe('PG Soft');
  });

  it('gives JILI, FA CHAI and PG Soft full slot rows and fish and card games to JILI and FA CHAI', async () => {
    const slots = await rows<{ vendor: string; n: number }>(
      "SELECT vendor, count(*)::int AS n FROM games WHERE game_type = 'RNG' AND vendor IN ('JILI','FC','PGE') GROUP BY vendor",
    );
    expect(slots).toHaveLength(3);
    for (const row of slots) expect(Number(row.n), row.vendor).toBeGreaterThanOrEqual(60);
    expect(await count("SELECT count(*)::int AS n FROM games WHERE vendor IN ('JILI','FC') AND game_type = 'FISH'")).toBeGreaterThan(0);
    expect(await count("SELECT count(*)::int AS n FROM games WHERE vendor IN ('JILI','FC') AND game_type = 'PVP'")).toBeGreaterThan(0);
  });

  it('has bingo as RNG games classified BG, and the well-known titles', async () => {
    expect(await count("SELECT count(*)::int AS n FROM games WHERE game_type = 'RNG' AND game_classify = 'BG'")).toBeGreaterThanOrEqual(12);
    const names = (await rows<{ game_name: string }>('SELECT game_name FROM games')).map((r) => r.game_name);
    for (const title of [
      'Super Ace',
      'Fortune Gems',
      'Money Coming',
      'Boxing King',
      'Crazy777',
      'Mahjong Ways',
      'Wild Bounty Showdown',
      'Jackpot Fishing',
      'Royal Fishing',
      'Bingo Carnaval',
    ]) {
      expect(names, title).toContain(title);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('marks at least six hot games per type (every game of a type with fewer) with one rank each', async () => {
    const hot = await rows<{ game_type: string; n: number }>(
      'SELECT game_type, count(*)::int AS n FROM games WHERE is_hot GROUP BY game_type',
    );
    const all = await rows<{ game_type: string; n: number }>('SELECT game_type, count(*)::int AS n FROM games GROUP BY game_type');
    for (const type of GAME_TYPES) {
      const ofType = Number(all.find((h) => h.game_type === type)?.n ?? 0);
      expect(Number(hot.find((h) => h.game_type === type)?.n ?? 0), type).toBeGreaterThanOrEqual(Math.min(6, ofType));
    }
    const ranks = (await rows<{ hot_rank: number }>('SELECT hot_rank FROM games WHERE is_hot ORDER BY hot_rank')).map((r) =>
      Number(r.hot_rank),
    );
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    expect(await count('SELECT count(*)::int AS n FROM games WHERE hot_rank IS NOT NULL AND NOT is_hot')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM games WHERE is_new')).toBeGreaterThan(0);
  });

  it('gives lotteries their prize modes and lobby vendors a lobby game', async () => {
    expect(await count("SELECT count(*)::int AS n FROM games WHERE vendor = 'TCG_SEA' AND lotto_mode <> 'SEA'")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM games WHERE game_type IN ('LOTT','ELOTT') AND lotto_mode IS NULL")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM vendors WHERE game_type = 'SPORTS' AND lobby_game_code IS NULL")).toBe(0);
    const orphanLobbies = await count(
      'SELECT count(*)::int AS n FROM vendors v WHERE lobby_game_code IS NOT NULL AND NOT EXISTS (SELECT 1 FROM games g WHERE g.vendor = v.code AND g.game_code = v.lobby_game_code)',
    );
    expect(orphanLobbies).toBe(0);
  });

  it('has banners for every group in every language, pointing at generated art', async () => {
    for (const type of BANNER_TYPES) {
      for (const language of LANGUAGES) {
        const banners = await rows<{ url: string; title: string }>('SELECT url, title FROM banners WHERE group_name = $1', [
          `${type}_${language}`,
        ]);
        expect(banners.length, `${type}_${language}`).toBe(type === 'm_home' ? 4 : 2);
        for (const b of banners) expect(b.url).toMatch(/^\/cdn\/banner\/m_[a-z]+_[A-Z]{2}_\d\.svg$/);
      }
    }
  });

  it('writes notices and promotions in both languages with HTML bodies and long-term offers', async () => {
    for (const language of LANGUAGES) {
      const notices = await rows<{ title: string; content: string }>(
        "SELECT title, content FROM announcements WHERE type = 'PL' AND language = $1",
        [language],
      );
      const promotions = await rows<{
        content: string;
        no_expiry: boolean;
        end_date: unknown;
        category_ids: number[];
        images: { sequence: number; url: string }[];
      }>("SELECT content, no_expiry, end_date, category_ids, images FROM announcements WHERE type = 'Promotion' AND language = $1", [
        language,
      ]);
      expect(notices.length).toBeGreaterThanOrEqual(10);
      expect(promotions.length).toBeGreaterThanOrEqual(10);
      for (const row of [...notices, ...promotions]) expect(row.content).toMatch(HTML);
      expect(promotions.some((p) => p.content.includes('<table>'))).toBe(true);
      const longTerm = promotions.filter((p) => p.no_expiry);
      expect(longTerm.length).toBeGreaterThan(0);
      for (const p of longTerm) expect(p.end_date).toBeNull();
      for (const p of promotions) {
        expect(p.category_ids.length).toBeGreaterThan(0);
        expect(p.images.find((i) => i.sequence === 1)?.url).toMatch(/^\/cdn\/promo\/[a-z0-9-]+-cover\.svg$/);
      }
      for (const type of ['PU', 'H', 'PR']) {
        expect(
          await count('SELECT count(*)::int AS n FROM announcements WHERE type = $1 AND language = $2', [type, language]),
          type,
        ).toBeGreaterThanOrEqual(type === 'PU' ? 2 : 3);
      }
    }
    const titles = await rows<{ title: string }>("SELECT title FROM announcements WHERE language = 'TY'");
    expect(titles.some((t) => /Mag-|ng |sa /.test(t.title))).toBe(true);
  });

  it('keeps every promotion running past the end of 2026', async () => {
    const ending = await count(
      "SELECT count(*)::int AS n FROM announcements WHERE type IN ('Promotion','PR') AND NOT no_expiry AND (end_date IS NULL OR end_date < DATE '2027-01-01')",
    );
    expect(ending).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM announcements WHERE start_date > DATE '2026-11-21'")).toBe(0);
  });

  it('mentions the registration, invite and download bonuses and links categories that exist', async () => {
    const bodies = (await rows<{ content: string }>("SELECT content FROM announcements WHERE type = 'Promotion' AND language = 'EN'"))
      .map((r) => r.content)
      .join(' ');
    expect(bodies).toContain('₱22,222');
    expect(bodies).toContain('₱2,222');
    expect(bodies).toContain('₱52');
    expect(await count('SELECT count(*)::int AS n FROM promo_categories')).toBeGreaterThanOrEqual(4);
    const unknownCategory = await count(
      'SELECT count(*)::int AS n FROM announcements a, unnest(a.category_ids) AS c(id) WHERE NOT EXISTS (SELECT 1 FROM promo_categories p WHERE p.id = c.id)',
    );
    expect(unknownCategory).toBe(0);
  });

  it('carries one notice with a script and an inline handler for the client to strip', async () => {
    expect(
      await count(
        "SELECT count(*)::int AS n FROM announcements WHERE type = 'PL' AND content LIKE '%onclick=%' AND content LIKE '%<script>%'",
      ),
    ).toBe(LANGUAGES.length);
  });

  it('has help topics in both languages', async () => {
    for (const language of LANGUAGES) {
      const help = await rows<{ tag: string; content: string }>('SELECT tag, content FROM help_items WHERE language = $1', [language]);
      expect(help.length).toBeGreaterThanOrEqual(6);
      expect(help.map((h) => h.tag)).toEqual(
        expect.arrayContaining(['deposit', 'withdraw', 'account', 'security', 'games', 'responsible']),
      );
      for (const h of help) expect(h.content).toMatch(HTML);
    }
  });

  it('has a winners board of masked names and real games', async () => {
    const winners = await rows<{ customer_name: string; win_amount: number | string; game_name: string }>(
      'SELECT w.customer_name, w.win_amount, g.game_name FROM winners w JOIN games g ON g.node_id = w.node_id',
    );
    expect(winners.length).toBeGreaterThanOrEqual(40);
    for (const w of winners) {
      expect(w.customer_name).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
      const amount = Number(w.win_amount);
      expect(amount).toBeGreaterThanOrEqual(1000);
      expect(amount).toBeLessThanOrEqual(2_500_000);
      // Two decimals at most: cents are whole.
      expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
    }
  });

  it('leaves a seeded database as it is when seeded again', async () => {
    const before = await rows<{ n: number }>(
      'SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM announcements) + (SELECT count(*) FROM winners) AS n',
    );
    await seedDatabase(platform().db, platform().config);
    const after = await rows<{ n: number }>(
      'SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM announcements) + (SELECT count(*) FROM winners) AS n',
    );
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });
});

describe('demo catalogue determinism', () => {
  it('builds the same catalogue every time', () => {
    expect(buildCatalogue()).toEqual(buildCatalogue());
  });

  it('writes identical game rows into two fresh databases', async () => {
    const config = loadConfig({}, {});
    const snapshot = async () => {
      const db = await openDatabase({});
      try {
        await seedDatabase(db, config);
        return (await db.query('SELECT * FROM games ORDER BY node_id')).rows;
      } finally {
        await db.close();
      }
    };
    const first = await snapshot();
    const second = await snapshot();
    expect(first.length).toBeGreaterThanOrEqual(2000);
    expect(second).toEqual(first);
  });
});
