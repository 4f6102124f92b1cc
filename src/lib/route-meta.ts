import type { GameType } from '@contract/domain';
import type { WhitelabelFlag } from '@contract/site';
import type shellEn from '@/locales/en/shell.json';

/** A header title: a key under `shell:titles`. */
export type ShellTitle = keyof (typeof shellEn)['titles'];

/** Who may open a page: anyone, a logged-in member, a member who is not on a trial account, an agent. */
export type PageRole = 'visitor' | 'member' | 'realMember' | 'agent';

/** `home` replaces the page with /m/home; `history` goes one step back; `none` shows no arrow (Home's menu button instead). */
export type BackTarget = 'home' | 'history' | 'none';

/**
 * What the shell and the guards know about a page, carried by its route (`staticData.page`).
 * `built: false` marks a path of the route table whose page has not arrived yet: it keeps
 * its guards and search, and sends the player to /m/home.
 */
export interface PageFacts {
  title: ShellTitle | null;
  back: BackTarget;
  header: boolean;
  footer: boolean;
  flag: WhitelabelFlag | null;
  role: PageRole;
  built: boolean;
  /** A member page a withdraw-only session (a player on a break) may open; the others send it to /m/withdraw. */
  duringBreak: boolean;
  /** A lobby page under the category strip: its header carries the logo too, which goes home and drops the lobby's filters. */
  logo?: boolean;
}

/** Facts of a page that says nothing else: titled by nothing, back one step, header and footer, open to anyone. */
export const DEFAULT_PAGE_FACTS: PageFacts = {
  title: null,
  back: 'history',
  header: true,
  footer: true,
  flag: null,
  role: 'visitor',
  built: true,
  duringBreak: false,
};

export const pageFacts = (facts: Partial<PageFacts>): PageFacts => ({ ...DEFAULT_PAGE_FACTS, ...facts });

/** Any scheme (`javascript:`, `https:`) or control character, which browsers drop before they read a URL. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]/;
const ORIGIN_PROBE = 'https://origin.invalid';

/**
 * A path inside this app that is safe to go to after logging in: one leading '/', no '//' or
 * '\' (browsers read both as another host), no scheme, no control characters, and it still
 * resolves to this origin. Anything else sends the player home instead.
 */
export function isSafeAppPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  if (SCHEME.test(value) || CONTROL_OR_SPACE.test(value)) return false;
  try {
    return new URL(value, ORIGIN_PROBE).origin === ORIGIN_PROBE;
  } catch {
    return false;
  }
}

/** The category lobbies of the route table, each once: its path, its game type (none: every type's hot games) and its title. */
export const CATEGORY_LOBBIES = [
  { path: '/m/hot-games', title: 'hotGames' },
  { path: '/m/slot-games', gameType: 'RNG', title: 'slotGames' },
  { path: '/m/live-games', gameType: 'LIVE', title: 'liveGames' },
  { path: '/m/sport-games', gameType: 'SPORTS', title: 'sportGames' },
  { path: '/m/fishing-games', gameType: 'FISH', title: 'fishingGames' },
  { path: '/m/poker-games', gameType: 'PVP', title: 'pokerGames' },
  { path: '/m/lott', gameType: 'LOTT', title: 'lottery' },
  { path: '/m/elott', gameType: 'ELOTT', title: 'elottery' },
  { path: '/m/inHouse', gameType: 'INHOUSE', title: 'inHouse' },
  // Sports in play: the fixture feed's live matches under the lobby's header (features/lobby/components/InPlayPage.tsx).
  { path: '/m/in-play', gameType: 'SPORTS', title: 'inPlay' },
] as const satisfies ReadonlyArray<{ path: `/m/${string}`; gameType?: GameType; title: ShellTitle }>;

export type CategoryLobbyPath = (typeof CATEGORY_LOBBIES)[number]['path'];

/** Game types without a lobby of their own: their vendors are listed in the game centre. */
export type GameCentreType = 'ESPORTS' | 'COCKFIGHT';

/** Where a game type's games are listed: its category lobby, or the game centre filtered to the type. */
export type GameTypeDestination = { to: CategoryLobbyPath } | { to: '/m/gameCenter'; gameType: GameCentreType };

export function destinationOf(type: GameType): GameTypeDestination {
  if (type === 'ESPORTS' || type === 'COCKFIGHT') return { to: '/m/gameCenter', gameType: type };
  const lobby = CATEGORY_LOBBIES.find((entry) => 'gameType' in entry && entry.gameType === type);
  return { to: lobby?.path ?? '/m/hot-games' };
}

/** Slot vendors with their own shortcut in the side menu and their own row on Home. */
export const FEATURED_VENDORS = ['JILI', 'FC', 'PGE'] as const;
