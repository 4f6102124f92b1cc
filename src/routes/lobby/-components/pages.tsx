import { getRouteApi, useMatch, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/ui/Loading';
import { InPlayPage } from '@/components/sports/lazy';
import { CategoryLobbyPage } from '@/features/lobby/components/CategoryLobbyPage';
import { CategoryStrip } from '@/features/lobby/components/CategoryStrip';
import { FavGamesPage } from '@/features/lobby/components/FavGamesPage';
import { GameCenterPage } from '@/features/lobby/components/GameCenterPage';
import { HomeContentPage } from '@/features/lobby/components/HomeContentPage';
import { ProviderPage } from '@/features/lobby/components/ProviderPage';
import { SearchGamesPage } from '@/features/lobby/components/SearchGamesPage';
import { CATEGORY_PAGES, type CategoryPage } from '@/features/lobby/category-pages';

/* Thin route components: each reads its route's checked search values and hands them to its page. */

const gameCenterRoute = getRouteApi('/m/gameCenter');
const providerRoute = getRouteApi('/m/provider');
const searchGamesRoute = getRouteApi('/m/search-games');
const favGamesRoute = getRouteApi('/member/m/fav-games');
const homeContentRoute = getRouteApi('/m/games');
const gameRoute = getRouteApi('/member/m/game');

/** Every category lobby shares this component; the matched route says which lobby it is (in-play lists live matches instead). */
export function CategoryRoute() {
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  if (routeId !== '/m/in-play') return <CategoryLobbyRoute />;
  return (
    <>
      <CategoryStrip />
      <Suspense fallback={<PageLoading />}>
        <InPlayPage />
      </Suspense>
    </>
  );
}

function CategoryLobbyRoute() {
  const page = useCategoryPage();
  const search = useSearch({ from: page.path });
  return (
    <>
      <CategoryStrip />
      <CategoryLobbyPage key={page.path} page={page} search={search} />
    </>
  );
}

function useCategoryPage(): CategoryPage {
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  return CATEGORY_PAGES.find((page) => page.path === routeId) ?? CATEGORY_PAGES[0];
}

export function GameCenterRoute() {
  return (
    <>
      <CategoryStrip />
      <GameCenterPage gameType={gameCenterRoute.useSearch().gameType} />
    </>
  );
}

export function ProviderRoute() {
  const { vassalage } = providerRoute.useSearch();
  return <ProviderPage key={vassalage ?? ''} vassalage={vassalage} />;
}

export function SearchGamesRoute() {
  const { gameType } = searchGamesRoute.useSearch();
  return <SearchGamesPage key={gameType ?? ''} gameType={gameType} />;
}

export function FavGamesRoute() {
  const { gameType, dataType } = favGamesRoute.useSearch();
  return <FavGamesPage gameType={gameType} dataType={dataType} />;
}

export function HomeContentRoute() {
  return <HomeContentPage search={homeContentRoute.useSearch()} />;
}

/** The reality check the player may have set, over the in-house games (its own chunk). */
const RealityCheck = lazy(() => import('@/features/protection/components/RealityCheck'));

// The platform's own games (slots, Hi-Lo, the numbers draw) play online only: their code loads with the game and is
// cached once opened, not precached. Offline before that, the page says it could not load, as a member page does.
const GamePage = lazy(() => import('@/features/lobby/slot/GamePage').then((module) => ({ default: module.GamePage })));

export function GameRoute() {
  const search = gameRoute.useSearch();
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <GamePage key={search.launch} search={search} />
      </Suspense>
      <Suspense fallback={null}>
        <RealityCheck />
      </Suspense>
    </>
  );
}

/*
 * A shared game's page loads from here, after the lobby's pages: its game tile then comes from the file Home and the
 * lobby already share (a page of its own reached from the route table would split that file, costing Home's first
 * visit), and "More from" a provider is a tap away. The router's own Suspense shows while it loads.
 */
export const FbGameRoute = lazy(() => import('@/features/fb-game/fb-game.lazy'));
