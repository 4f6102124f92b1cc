import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@/lib/route-meta';
import { isLoggedIn } from '@/lib/session';
import { rootRoute } from '../__root';
import { categorySearch, gameCenterSearch, gameTypeSearch, providerSearch } from '../search-params';
import { favGamesSearch, gamePageSearch, homeContentSearch } from './search';

const pages = () => import('./-components/pages');
const CATEGORY_PATHS = [
  '/m/hot-games',
  '/m/slot-games',
  '/m/live-games',
  '/m/sport-games',
  '/m/fishing-games',
  '/m/poker-games',
  '/m/lott',
  '/m/elott',
  '/m/inHouse',
  '/m/in-play',
] as const;

const categoryRoutes = CATEGORY_PATHS.map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: categorySearch,
    component: lazyRouteComponent(pages, 'CategoryRoute'),
  }),
);

const gameCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/gameCenter',
  validateSearch: gameCenterSearch,
  component: lazyRouteComponent(pages, 'GameCenterRoute'),
});

const providerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/provider',
  validateSearch: providerSearch,
  component: lazyRouteComponent(pages, 'ProviderRoute'),
});

const searchGamesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/search-games',
  validateSearch: gameTypeSearch,
  component: lazyRouteComponent(pages, 'SearchGamesRoute'),
});

const homeContentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/games',
  validateSearch: homeContentSearch,
  component: lazyRouteComponent(pages, 'HomeContentRoute'),
});

/** Favourites, recent games and the game page need a member: a visitor is sent to log in and brought back. */
const lobbyMemberLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'lobby-member',
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ href: `${APP_PATHS.login}?redirect=${encodeURIComponent(location.href)}` });
  },
});

const favGamesRoute = createRoute({
  getParentRoute: () => lobbyMemberLayout,
  path: '/m/fav-games',
  validateSearch: favGamesSearch,
  component: lazyRouteComponent(pages, 'FavGamesRoute'),
});

const gameRoute = createRoute({
  getParentRoute: () => lobbyMemberLayout,
  path: '/m/game',
  validateSearch: gamePageSearch,
  component: lazyRouteComponent(pages, 'GameRoute'),
});

/** The lobby's pages: category lobbies, game centre, provider, search, favourites and recent, the side-menu lobby and the game page. */
export const lobbyRoutes = [
  ...categoryRoutes,
  gameCenterRoute,
  providerRoute,
  searchGamesRoute,
  homeContentRoute,
  lobbyMemberLayout.addChildren([favGamesRoute, gameRoute]),
] as const;
