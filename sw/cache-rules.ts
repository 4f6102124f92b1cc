/**
 * Which requests the service worker may answer from its caches. Kept free of Workbox so
 * the rules can be tested on their own.
 */

/** Member, session, wallet and order calls carry private or money data: never cached, always the network. */
export const NEVER_CACHED_PREFIXES = ['/wps/session/', '/wps/member/', '/wps/wallet/', '/lgw/orders'] as const;

/** Paths a page navigation must not be answered with the app shell for. */
export const NAVIGATION_DENYLIST = [
  /^\/wps(\/|$)/,
  /^\/lgw(\/|$)/,
  /^\/cdn(\/|$)/,
  /^\/dev(\/|$)/,
  // A vendor's game page (on the reference platform, its demo stand-in) is the vendor's, never the app's.
  /^\/vendor-demo(\/|$)/,
  // The staff's consoles are page apps of their own.
  /^\/support(\/|$)/,
  /^\/office(\/|$)/,
  /^\/sw\.js$/,
  /^\/manifest\.webmanifest$/,
  /^\/icons\//,
  /^\/assets\//,
];

/**
 * What the precache holds, by route: Home and the lobby open offline, so their pages are
 * precached with the shell; the account and member pages (wallet, records) need the network
 * anyway and the maintenance page is rarely seen, so they are cached the first time they load
 * (see `isBuiltAsset`), as are their translations.
 * Route modules are named as files, or folders ending in `/`; the build turns these into
 * the files to leave out from its bundle graph (build/precache-by-route.ts).
 */
export const PRECACHE_ROUTES = {
  precached: ['src/routes/shell/', 'src/routes/lobby/'],
  runtimeCached: [
    'src/routes/account/',
    'src/locales/*/account.json',
    'src/routes/member/',
    // The deposit route's loader asks for the channels with this module: a member page's, cached with them.
    'src/features/wallet/api/prefetch-deposit-options.ts',
    'src/locales/*/wallet.json',
    'src/locales/*/protection.json',
    'src/locales/*/orders.json',
    'src/features/shell/components/SystemPage.tsx',
    // Offered once, online, on a later visit.
    'src/features/content/download/AddToHomeOffer.tsx',
    'src/locales/*/install.json',
    'src/routes/content/mine.lazy.tsx',
    // The install guide (mostly drawings) is read online, where installing happens: cached once it is opened.
    'src/routes/content/download.lazy.tsx',
    'src/routes/content/leader-board.lazy.tsx',
    'src/locales/*/member.json',
    'src/routes/agent/',
    'src/locales/*/agent.json',
    'src/routes/messaging/',
    'src/locales/*/messages.json',
    // A promotion's comments are read online, under the promotion: cached once they are opened.
    'src/features/content/promotions/comments/PromotionComments.tsx',
    'src/features/content/promotions/comments/CommentForm.tsx',
    'src/locales/*/comments.json',
    // An agent's contract check asks the platform once the agent is signed in and renewed: it runs online only.
    'src/features/agent/contract-check.ts',
    // The platform's own lotteries' next draws change every few minutes: read online, cached once a lottery lobby opens.
    'src/features/lobby/draws/LotteryDraws.tsx',
    // A customer-service entry asks the platform where it leads: that code runs online only, cached on the first tap.
    'src/components/service/open-customer-service.ts',
    // Sports in play and the hot-match panel: live scores are read online, their code is cached once opened.
    'src/components/sports/screens.ts',
    'src/locales/*/sports.json',
    // A shared game link's page is opened from a post, online: cached once opened, then it shows its game offline too.
    'src/features/fb-game/fb-game.lazy.tsx',
    'src/locales/*/fbGame.json',
    // The platform's own games play online only: cached once opened.
    'src/features/lobby/slot/GamePage.tsx',
    // The game filter, popular games, the game centre's jackpot and the popular announcements: cached once opened.
    'src/features/lobby/components/lobby-panels.ts',
    'src/components/announcements/PopularAnnouncements.tsx',
    'src/locales/*/panels.json',
  ],
} as const;

/** Icons only installs and home screens read, never a page: cached when first asked for. */
export const RUNTIME_CACHED_ICONS = ['icons/apple-touch-icon.png', 'icons/icon-192.png'] as const;

/** Built scripts and styles carry a content hash in their names: once cached they never change. */
export const BUILD_ASSETS_PREFIX = '/assets/';

export const SITE_INFO_PATH = '/wps/system/siteInfo';
export const HOT_GAMES_PATH = '/wps/relay/hotGames';
export const ICON_PREFIXES = ['/cdn/vendor/', '/cdn/game/'] as const;
export const BANNER_IMAGE_PREFIX = '/cdn/banner/';
/** Promotion art: covers and detail pictures of the promotions a player opened. */
export const PROMO_IMAGE_PREFIX = '/cdn/promo/';

export function neverCached(url: URL, method: string): boolean {
  return method !== 'GET' || NEVER_CACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}

const sameOriginGet = (url: URL, method: string, origin: string) => url.origin === origin && !neverCached(url, method);

export const isSiteInfo = (url: URL, method: string, origin: string) =>
  sameOriginGet(url, method, origin) && url.pathname === SITE_INFO_PATH;

export const isHotGames = (url: URL, method: string, origin: string) =>
  sameOriginGet(url, method, origin) && url.pathname === HOT_GAMES_PATH;

export const isIcon = (url: URL, method: string, origin: string) =>
  sameOriginGet(url, method, origin) && ICON_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));

export const isBannerImage = (url: URL, method: string, origin: string) =>
  sameOriginGet(url, method, origin) && url.pathname.startsWith(BANNER_IMAGE_PREFIX);

export const isPromoImage = (url: URL, method: string, origin: string) =>
  sameOriginGet(url, method, origin) && url.pathname.startsWith(PROMO_IMAGE_PREFIX);

export const isBuiltAsset = (url: URL, method: string, origin: string) =>
  sameOriginGet(url, method, origin) && (url.pathname.startsWith(BUILD_ASSETS_PREFIX) || url.pathname.startsWith('/icons/'));

export const isAppNavigation = (url: URL) => !NAVIGATION_DENYLIST.some((pattern) => pattern.test(url.pathname));
