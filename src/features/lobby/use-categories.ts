import type { GameType, Language, Vendor } from '@contract/domain';
import { useSiteInfo } from '@/lib/site';
import { useVendors, useVendorSorting } from '@/lib/games/vendors';
import { sortCategories } from './categories';

export interface LobbyCategory {
  gameType: GameType;
  vendors: Vendor[];
}

/** The switched-on categories in the lobby's order, each with its vendors in the platform's order. */
export function useCategories(language: Language) {
  const site = useSiteInfo();
  const sorting = useVendorSorting();
  const vendors = useVendors(language);
  const enabled = site?.enabledGameTypes ?? [];
  const categories: LobbyCategory[] = sortCategories(sorting.data ?? [], enabled).map((entry) => ({
    gameType: entry.gameCategory,
    vendors: entry.vendorNames
      .map((named) => (vendors.data ?? []).find((v) => v.vassalage === named.vassalage && v.gameType === entry.gameCategory))
      .filter((v): v is Vendor => v !== undefined),
  }));
  const status = sorting.status === 'error' || vendors.status === 'error' ? 'error' : sorting.data && vendors.data ? 'ready' : 'loading';
  const retry = () => {
    sorting.retry();
    vendors.retry();
  };
  return { categories, status, failure: sorting.failure ?? vendors.failure, retry } as const;
}
