import type * as z from 'zod/mini';
import type { GameType, Vendor } from '../../../../contract/domain';
import type { vendorMappingEntrySchema, vendorSortingEntrySchema } from '../../../../contract/schemas/games';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { ReadCache } from './read-cache';
import { asGameType, primaryCdn, vendorIconUrl } from './rows';

/**
 * The order categories are shown in. Sports books carry e-sports and cockfight too, but
 * players look for those on their own, so they follow sports as categories of their own.
 */
export const CATEGORY_ORDER: readonly GameType[] = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
];

interface CatalogueCell {
  vendor: string;
  display_name: string;
  lobby_game_code: string | null;
  game_type: string;
  game_classify: string | null;
  game_count: number;
}

interface VendorInType {
  code: string;
  displayName: string;
  lobbyGameCode: string | null;
  gameType: GameType;
  gameCount: number;
  classifies: Set<string>;
}

type MappingEntry = z.infer<typeof vendorMappingEntrySchema>;
type SortingEntry = z.infer<typeof vendorSortingEntrySchema>;

export type VendorService = ReturnType<typeof createVendorService>;

const categoryRank = (type: GameType) => CATEGORY_ORDER.indexOf(type);

export function createVendorService(db: Database, config: ServerConfig, cache: ReadCache) {
  /**
   * Every (vendor, game type) the enabled catalogue holds, in category order then the
   * vendor's own order. A vendor without games of an enabled type appears nowhere.
   */
  function vendorsInTypes(): Promise<VendorInType[]> {
    return cache.get(JSON.stringify(['vendors', config.enabledGameTypes]), readVendorsInTypes);
  }

  async function readVendorsInTypes(): Promise<VendorInType[]> {
    const { rows } = await db.query<CatalogueCell>(
      `SELECT g.vendor, v.display_name, v.lobby_game_code, g.game_type, g.game_classify, count(*)::int AS game_count,
              min(v.sort_order) AS vendor_order
         FROM games g JOIN vendors v ON v.code = g.vendor
        WHERE g.game_type = ANY($1::text[])
        GROUP BY g.vendor, v.display_name, v.lobby_game_code, g.game_type, g.game_classify
        ORDER BY vendor_order, g.vendor`,
      [config.enabledGameTypes],
    );
    const byKey = new Map<string, VendorInType>();
    for (const row of rows) {
      const gameType = asGameType(row.game_type);
      const key = `${gameType}/${row.vendor}`;
      const entry = byKey.get(key) ?? {
        code: row.vendor,
        displayName: row.display_name,
        lobbyGameCode: row.lobby_game_code,
        gameType,
        gameCount: 0,
        classifies: new Set<string>(),
      };
      entry.gameCount += Number(row.game_count);
      if (row.game_classify) entry.classifies.add(row.game_classify);
      byKey.set(key, entry);
    }
    // Map keeps insertion order (the vendor order); a stable sort by category keeps it within a category.
    return [...byKey.values()].sort((a, b) => categoryRank(a.gameType) - categoryRank(b.gameType));
  }

  const enabledInOrder = () => CATEGORY_ORDER.filter((type) => config.enabledGameTypes.includes(type));

  return {
    async gameTypes(): Promise<{ vendors: Vendor[] }> {
      const cdn = primaryCdn(config.imageCDNs);
      const vendors = (await vendorsInTypes()).map((v) => ({
        vassalage: v.code,
        displayName: v.displayName,
        vendorNames: v.displayName,
        gameCategory: v.gameType,
        gameType: v.gameType,
        mobileLargeIcon: vendorIconUrl(cdn, v.code),
        gameCount: v.gameCount,
        lobbyGameCode: v.lobbyGameCode,
      }));
      return { vendors };
    },

    /** One entry per enabled game type, with its vendors, its classify groups (bingo is RNG/BG) and its game count. */
    async mapping(): Promise<{ mapping: MappingEntry[] }> {
      const all = await vendorsInTypes();
      const mapping = enabledInOrder().map((gameType) => {
        const inType = all.filter((v) => v.gameType === gameType);
        const classifyKeys = [...new Set(inType.flatMap((v) => [...v.classifies]))].sort();
        return {
          gameType,
          vendors: inType.map((v) => v.code),
          gameClassify: classifyKeys.map((key) => ({ key, vendors: inType.filter((v) => v.classifies.has(key)).map((v) => v.code) })),
          gameCount: inType.reduce((sum, v) => sum + v.gameCount, 0),
        };
      });
      return { mapping };
    },

    /** Categories in display order with their vendors; empty and switched-off categories are left out. */
    async sorting(): Promise<{ list: SortingEntry[] }> {
      const all = await vendorsInTypes();
      const list = enabledInOrder()
        .map((gameCategory) => ({
          gameCategory,
          vendorNames: all
            .filter((v) => v.gameType === gameCategory)
            .map((v) => ({ vassalage: v.code, accountTypeName: v.code, displayName: v.displayName })),
        }))
        .filter((entry) => entry.vendorNames.length > 0);
      return { list };
    },
  };
}
