import { useRouterState, useSearch } from '@tanstack/react-router';
import { CategoryLobbyPage } from '@/features/lobby/components/CategoryLobbyPage';
import { FavGamesPage } from '@/features/lobby/components/FavGamesPage';
import { GameCenterPage } from '@/features/lobby/components/GameCenterPage';
import { HomeContentPage } from '@/features/lobby/components/HomeContentPage';
import { ProviderPage } from '@/features/lobby/components/ProviderPage';
import { SearchGamesPage } from '@/features/lobby/components/SearchGamesPage';
import { CATEGORY_PAGES } from '@/features/lobby/category-pages';
import { GamePage } from '@/features/lobby/slot/GamePage';
import type { categorySearch, gameCenterSearch, gameTypeSearch, providerSearch } from '../../search-params';
import type { favGamesSearch, gamePageSearch, homeContentSearch } from '../search';

/* Thin route components: each reads its route's checked search values and hands them to its page. */

export function CategoryRoute() {
  const pathname = useRouterState({ select: (s) => s.location.pathname }).replace(/\/+$/, '');
  const search = useSearch({ strict: false }) as ReturnType<typeof categorySearch>;
  const page = CATEGORY_PAGES.find((p) => p.path === pathname) ?? CATEGORY_PAGES[0];
  return <CategoryLobbyPage key={page.path} page={page} search={search} />;
}

export function GameCenterRoute() {
  const search = useSearch({ strict: false }) as ReturnType<typeof gameCenterSearch>;
  return <GameCenterPage gameType={search.gameType} />;
}

export function ProviderRoute() {
  const search = useSearch({ strict: false }) as ReturnType<typeof providerSearch>;
  return <ProviderPage key={search.vassalage ?? ''} vassalage={search.vassalage} />;
}

export function SearchGamesRoute() {
  const search = useSearch({ strict: false }) as ReturnType<typeof gameTypeSearch>;
  return <SearchGamesPage key={search.gameType ?? ''} gameType={search.gameType} />;
}

export function FavGamesRoute() {
  const search = useSearch({ strict: false }) as ReturnType<typeof favGamesSearch>;
  return <FavGamesPage gameType={search.gameType} dataType={search.dataType} />;
}

export function HomeContentRoute() {
  const search = useSearch({ strict: false }) as ReturnType<typeof homeContentSearch>;
  return <HomeContentPage search={search} />;
}

export function GameRoute() {
  const search = useSearch({ strict: false }) as ReturnType<typeof gamePageSearch>;
  return <GamePage key={search.launch} search={search} />;
}
