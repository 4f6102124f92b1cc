import type * as z from 'zod/mini';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, type GameType } from '@contract/domain';
import type { vendorSortingEntrySchema } from '@contract/schemas/games';

export type SortingEntry = z.infer<typeof vendorSortingEntrySchema>;
type SortingVendor = SortingEntry['vendorNames'][number];

const ESPORTS = new Set<string>(ESPORTS_VENDORS);
const COCKFIGHT = new Set<string>(COCKFIGHT_VENDORS);

/**
 * The category order the lobby shows. Sports books also carry e-sports and cockfight
 * vendors: those become categories of their own right after sports (joining any the
 * platform already listed), sports disappears when nothing is left in it, and a category
 * the operator switched off appears nowhere.
 */
export function sortCategories(list: readonly SortingEntry[], enabled: readonly GameType[]): SortingEntry[] {
  const byCategory = new Map<GameType, SortingVendor[]>();
  const order: GameType[] = [];
  const add = (category: GameType, vendors: readonly SortingVendor[]) => {
    if (!byCategory.has(category)) {
      byCategory.set(category, []);
      order.push(category);
    }
    const listed = byCategory.get(category)!;
    for (const vendor of vendors) if (!listed.some((v) => v.vassalage === vendor.vassalage)) listed.push(vendor);
  };
  for (const entry of list) {
    if (entry.gameCategory === 'ESPORTS' || entry.gameCategory === 'COCKFIGHT') continue;
    if (entry.gameCategory !== 'SPORTS') {
      add(entry.gameCategory, entry.vendorNames);
      continue;
    }
    add(
      'SPORTS',
      entry.vendorNames.filter((v) => !ESPORTS.has(v.vassalage) && !COCKFIGHT.has(v.vassalage)),
    );
    add('ESPORTS', [...entry.vendorNames.filter((v) => ESPORTS.has(v.vassalage)), ...vendorsOf(list, 'ESPORTS')]);
    add('COCKFIGHT', [...entry.vendorNames.filter((v) => COCKFIGHT.has(v.vassalage)), ...vendorsOf(list, 'COCKFIGHT')]);
  }
  // E-sports or cockfight listed without any sports category still appear, in the platform's order.
  for (const entry of list) {
    if ((entry.gameCategory === 'ESPORTS' || entry.gameCategory === 'COCKFIGHT') && !byCategory.has(entry.gameCategory))
      add(entry.gameCategory, entry.vendorNames);
  }
  return order
    .filter((category) => enabled.includes(category))
    .map((category) => ({ gameCategory: category, vendorNames: byCategory.get(category)! }))
    .filter((entry) => entry.vendorNames.length > 0);
}

const vendorsOf = (list: readonly SortingEntry[], category: GameType) =>
  list.filter((e) => e.gameCategory === category).flatMap((e) => e.vendorNames);
