import type { BannerType } from '@contract/content';
import type { GameType } from '@contract/domain';
import type { CategoryLobbyPath } from '@/lib/route-meta';

export interface CategoryPage {
  path: CategoryLobbyPath;
  /** Absent on the hot page: every type's hot games. */
  gameType?: GameType;
  banner: BannerType;
  /** The lobby key of the page's title (lobby:titles.*). */
  title: string;
}

/** The category lobbies: each reads its game type from its path. */
export const CATEGORY_PAGES = [
  { path: '/m/hot-games', banner: 'm_game', title: 'hot' },
  { path: '/m/slot-games', gameType: 'RNG', banner: 'm_rng', title: 'RNG' },
  { path: '/m/live-games', gameType: 'LIVE', banner: 'm_live', title: 'LIVE' },
  { path: '/m/sport-games', gameType: 'SPORTS', banner: 'm_sports', title: 'SPORTS' },
  { path: '/m/fishing-games', gameType: 'FISH', banner: 'm_fish', title: 'FISH' },
  { path: '/m/poker-games', gameType: 'PVP', banner: 'm_pvp', title: 'PVP' },
  { path: '/m/lott', gameType: 'LOTT', banner: 'm_lott', title: 'LOTT' },
  { path: '/m/elott', gameType: 'ELOTT', banner: 'm_elott', title: 'ELOTT' },
  { path: '/m/inHouse', gameType: 'INHOUSE', banner: 'm_game', title: 'INHOUSE' },
] as const satisfies readonly CategoryPage[];
