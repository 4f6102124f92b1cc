import type { Language } from '../../contract/domain';
import type { ServerConfig } from '../src/config';
import type { Database, Queryable } from '../src/db/database';
import { seedAccounts } from '../src/services/accounts/seed';
import { seedAgency } from '../src/services/agents/seed';
import { seedWalletHistory } from '../src/services/wallet/history-seed';
import { seedMessaging } from '../src/services/messaging/seed';
import { seedDemoOfficeStaff } from '../src/services/staff/seed';
import { buildAnnouncements, type AnnouncementSeed } from './announcements';
import { buildBanners, type BannerSeed } from './banners';
import { buildGames, type GameSeed } from './games';
import { buildHelp, type HelpSeed } from './help';
import { PROMO_CATEGORIES, PROMOTION_ACTIVITIES, type PromoCategorySeed, type PromotionActivitySeed } from './promotions';
import { VENDOR_SEEDS, type VendorSeed } from './vendors';
import { buildWinners, type WinnerSeed } from './winners';

export interface Catalogue {
  vendors: VendorSeed[];
  games: GameSeed[];
  banners: BannerSeed[];
  promoCategories: PromoCategorySeed[];
  promotionActivities: PromotionActivitySeed[];
  announcements: AnnouncementSeed[];
  help: HelpSeed[];
  winners: WinnerSeed[];
}

const SEED_LANGUAGES: readonly Language[] = ['EN', 'TY'];

/** The complete demo catalogue as plain rows; the same on every call. */
export function buildCatalogue(): Catalogue {
  const games = buildGames();
  return {
    vendors: VENDOR_SEEDS,
    games,
    banners: buildBanners(SEED_LANGUAGES),
    promoCategories: PROMO_CATEGORIES,
    promotionActivities: PROMOTION_ACTIVITIES,
    announcements: buildAnnouncements(SEED_LANGUAGES),
    help: buildHelp(SEED_LANGUAGES),
    winners: buildWinners(games),
  };
}

const CHUNK_ROWS = 200;
/** Serialises two servers seeding one PostgreSQL at the same moment. */
const SEED_LOCK = 4243;

/** Fills an empty database with the deterministic demo catalogue; a seeded database is left alone. */
export async function seedDatabase(db: Database, config: ServerConfig): Promise<void> {
  void config;
  await seedAccounts(db, config);
  await seedMessaging(db, config.staffPassword);
  // The back office's demo staff (Staff1234) sign in only where development tools are on; production never has them.
  await seedDemoOfficeStaff(db, config.devTools && !config.production);
  const existing = await countVendors(db);
  if (existing > 0) return;
  const catalogue = buildCatalogue();
  const inserted = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await countVendors(tx)) > 0) return false;
    await insertCatalogue(tx, catalogue);
    return true;
  });
  // The demo member's three months of deposits, play and withdrawals (needs the catalogue's games).
  if (inserted) await seedWalletHistory(db, config);
  // agent01's team, its three months of play and agent01's contracts.
  if (inserted) await seedAgency(db, config);
  // Fresh tables have no statistics: the planner would take a few rows for two thousand games
  // and hash whole tables for a twenty-row board (the embedded database never analyses on its own).
  if (inserted) await db.query('ANALYZE');
}

async function countVendors(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number | string }>('SELECT count(*)::int AS n FROM vendors');
  return Number(rows[0]?.n ?? 0);
}

async function insertCatalogue(tx: Queryable, c: Catalogue): Promise<void> {
  const lobbyCode = (v: VendorSeed) => (v.lobby ? (c.games.find((g) => g.vendor === v.code)?.gameCode ?? null) : null);
  await insertRows(
    tx,
    'vendors',
    ['code', 'display_name', 'game_type', 'sort_order', 'lobby_game_code'],
    c.vendors.map((v, i) => [v.code, v.displayName, v.gameType, i + 1, lobbyCode(v)]),
  );
  await insertRows(
    tx,
    'games',
    [
      'node_id',
      'game_id',
      'game_code',
      'game_name',
      'vendor',
      'game_type',
      'game_classify',
      'is_hot',
      'hot_rank',
      'is_new',
      'support_free_play',
      'is_h5',
      'play_type',
      'lotto_mode',
      'min_bet',
      'min_line',
      'sort_order',
    ],
    c.games.map((g) => [
      g.nodeId,
      g.gameId,
      g.gameCode,
      g.gameName,
      g.vendor,
      g.gameType,
      g.gameClassify,
      g.isHot,
      g.hotRank,
      g.isNew,
      g.supportFreePlay,
      g.isH5,
      g.playType,
      g.lottoMode,
      g.minBet,
      g.minLine,
      g.sortOrder,
    ]),
  );
  await insertRows(
    tx,
    'banners',
    ['group_name', 'title', 'url', 'link', 'sort_order'],
    c.banners.map((b) => [b.groupName, b.title, b.url, b.link, b.sortOrder]),
  );
  await insertRows(
    tx,
    'promo_categories',
    ['id', 'name_en', 'name_ty', 'sort_order'],
    c.promoCategories.map((p) => [p.id, p.nameEn, p.nameTy, p.sortOrder]),
  );
  await insertRows(
    tx,
    'announcements',
    [
      'type',
      'language',
      'title',
      'content',
      'start_date',
      'end_date',
      'no_expiry',
      'category_ids::int[]',
      'images::jsonb',
      'sort_order',
      'promotion_key',
      'bonus_code',
    ],
    c.announcements.map((a) => [
      a.type,
      a.language,
      a.title,
      a.content,
      a.startDate,
      a.endDate,
      a.noExpiry,
      `{${a.categoryIds.join(',')}}`,
      JSON.stringify(a.images),
      a.sortOrder,
      a.promotionKey,
      a.bonusCode,
    ]),
  );
  await insertRows(
    tx,
    'promotion_activities',
    ['promotion_key', 'mode'],
    c.promotionActivities.map((a) => [a.promotionKey, a.mode]),
  );
  await insertRows(
    tx,
    'help_items',
    ['language', 'title', 'tag', 'content', 'sort_order'],
    c.help.map((h) => [h.language, h.title, h.tag, h.content, h.sortOrder]),
  );
  await insertRows(
    tx,
    'winners',
    ['node_id', 'customer_name', 'win_amount', 'won_at'],
    c.winners.map((w) => [w.nodeId, w.customerName, w.winAmount, w.wonAt]),
  );
}

/**
 * Multi-row INSERTs of at most CHUNK_ROWS rows. A column written as `name::type` casts its
 * parameter (arrays and JSON travel as text so both database drivers read them alike).
 */
async function insertRows(tx: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const names = columns.map((c) => c.split('::')[0]);
  const casts = columns.map((c) => (c.includes('::') ? `::${c.split('::')[1]}` : ''));
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const slots = row.map((value, i) => {
        params.push(value);
        return `$${params.length}${casts[i]}`;
      });
      return `(${slots.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
