import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { CATEGORY_LOBBIES } from '@/lib/route-meta';
import { rootRoute } from '../__root';
import { page } from '../guards';
import { memberLayout } from '../layouts';
import {
  categorySearch,
  favGamesSearch,
  fbGameSearch,
  gamePageSearch,
  gameTypeSearch,
  homeContentSearch,
  providerSearch,
} from '../search-params';

const pages = () => import('./-components/pages');

const categoryRoutes = CATEGORY_LOBBIES.map(({ path, title }) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    ...page({ title, logo: true }),
    validateSearch: categorySearch,
    loaderDeps: ({ search }) => ({ vassalage: search.vassalage, gameClassify: search.gameClassify }),
    loader: ({ deps }) => import('@/features/lobby/api/loaders').then((m) => m.loadCategoryLobby(path, deps)),
    component: lazyRouteComponent(pages, 'CategoryRoute'),
  }),
);

const gameCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/gameCenter',
  ...page({ title: 'gameCenter', logo: true }),
  validateSearch: gameTypeSearch,
  loader: () => import('@/features/lobby/api/loaders').then((m) => m.loadGameCenter()),
  component: lazyRouteComponent(pages, 'GameCenterRoute'),
});

const providerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/provider',
  ...page({ title: 'provider' }),
  validateSearch: providerSearch,
  loaderDeps: ({ search }) => ({ vassalage: search.vassalage }),
  loader: ({ deps }) => import('@/features/lobby/api/loaders').then((m) => m.loadProvider(deps.vassalage)),
  component: lazyRouteComponent(pages, 'ProviderRoute'),
});

const searchGamesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/search-games',
  ...page({ title: 'searchGames' }),
  validateSearch: gameTypeSearch,
  component: lazyRouteComponent(pages, 'SearchGamesRoute'),
});

const homeContentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/games',
  ...page({ title: 'gameCenter' }),
  validateSearch: homeContentSearch,
  component: lazyRouteComponent(pages, 'HomeContentRoute'),
});

/** A shared game link's page: it names itself (the game's name is its heading), so it draws no header. */
const fbGameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/m/fbGame',
  ...page({ header: false }),
  validateSearch: fbGameSearch,
  component: lazyRouteComponent(pages, 'FbGameRoute'),
});

const favGamesRoute = createRoute({
  getParentRoute: () => memberLayout,
  path: '/m/fav-games',
  ...page({ title: 'favGames', role: 'member' }),
  validateSearch: favGamesSearch,
  component: lazyRouteComponent(pages, 'FavGamesRoute'),
});

const gameRoute = createRoute({
  getParentRoute: () => memberLayout,
  path: '/m/game',
  ...page({ header: false, footer: false, role: 'member' }),
  validateSearch: gamePageSearch,
  component: lazyRouteComponent(pages, 'GameRoute'),
});

/** The lobby's open pages: category lobbies, game centre, provider, search, the side-menu lobby and a shared game's page. */
export const lobbyRoutes = [...categoryRoutes, gameCenterRoute, providerRoute, searchGamesRoute, homeContentRoute, fbGameRoute] as const;

/** Favourites and recent games, and the game page: under the member layout. */
export const lobbyMemberRoutes = [favGamesRoute, gameRoute] as const;
