import '../lobby.css';
import { lazy, Suspense } from 'react';
import { HotMatches } from '@/components/sports/lazy';
import { useTranslation } from '@/lib/use-translation';
import type { Game } from '@contract/domain';
import type { OnOpenGame } from '@/components/game/GameTile';
import { useGameOpener } from '@/components/game/use-game-opener';
import { VendorTabs, type VendorTab } from '@/components/game/VendorTabs';
import { EmptyState } from '@/components/ui/EmptyState';
import { BannerCarousel } from '@/components/slider/BannerCarousel';
import { useContentLanguage } from '@/lib/i18n';
import { isGameTypeEnabled, useSiteInfo } from '@/lib/site';
import { hotGamesOf, useHotGames } from '@/lib/games/hot-games';
import { useVendors } from '@/lib/games/vendors';
import { useLobbyContent } from '../api/get-banners';
import type { CategoryPage } from '../category-pages';
import { useGameList } from '../use-game-list';
import { useSearchUpdate } from '../use-search-update';
import { GameListSection } from './GameListSection';
import { HotGames } from './HotGames';
import { CollectionLink, SearchLauncher } from './SearchLauncher';

/** The platform's own draws (Tala 3D, a lottery) are read online: their code is cached when a lottery lobby first opens (sw/cache-rules.ts). */
const LotteryDraws = lazy(() => import('../draws/LotteryDraws'));

export interface CategorySearch {
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
}

/**
 * A category lobby: banners of the category's group, the search box that opens the
 * search page, "in my collection", the category's hot games, the vendor tabs and the
 * game list (the hot page lists every hot game instead).
 */
export function CategoryLobbyPage({ page, search }: { page: CategoryPage; search: CategorySearch }) {
  const { t } = useTranslation('lobby');
  const language = useContentLanguage();
  const site = useSiteInfo();
  const updateSearch = useSearchUpdate();
  const open = useGameOpener();
  const gameType = page.gameType;
  const isHotPage = gameType === undefined;
  const switchedOff = gameType !== undefined && !isGameTypeEnabled(site, gameType);

  const content = useLobbyContent(page.banner, language);
  const vendors = useVendors(switchedOff ? null : language);
  const hot = useHotGames(switchedOff ? null : language);
  const hotOfType = hotGamesOf(hot.data ?? [], gameType);

  const vassalage = search.vassalage ?? '';
  const list = useGameList(
    switchedOff ? null : { dataType: isHotPage ? 'HOT' : 'ALL', gameType, vassalage, gameClassify: search.gameClassify },
  );

  const tabs: VendorTab[] = isHotPage
    ? uniqueVendors(hot.data ?? [])
    : (vendors.data ?? []).filter((v) => v.gameType === gameType).map((v) => ({ vassalage: v.vassalage, displayName: v.displayName }));
  const title = t(`titles.${page.title}`);
  const selectVendor = (next: string) => updateSearch({ vassalage: next });
  const openGame: OnOpenGame = (game, options) => void open(game, options);

  if (switchedOff) {
    return (
      <div className="lobby">
        <EmptyState icon="grid" message={t('list.categoryOff')} />
      </div>
    );
  }
  return (
    <div className="lobby">
      <div className="lobby-banners">
        <BannerCarousel banners={content.data?.banners ?? []} label={t('banners', { name: title })} />
      </div>
      <div className="lobby-tools">
        <SearchLauncher gameType={gameType} />
        <CollectionLink gameType={gameType} />
      </div>
      {gameType === 'LOTT' && (
        <Suspense fallback={null}>
          <LotteryDraws gameType={gameType} onOpen={open} />
        </Suspense>
      )}
      {!isHotPage && <HotGames games={hotOfType} onOpen={openGame} title={t('hot.title', { name: title })} />}
      <h2 className="lobby-heading">{title}</h2>
      {tabs.length > 0 && <VendorTabs vendors={tabs} selected={vassalage} onSelect={selectVendor} controls="category-games" />}
      <GameListSection list={list} onOpen={openGame} label={t('list.label', { name: title })} id="category-games" />
      {/* Below the books' list: arriving later, the panel must not move a list already drawn. */}
      {gameType === 'SPORTS' && (
        <Suspense fallback={null}>
          <HotMatches onOpen={openGame} />
        </Suspense>
      )}
    </div>
  );
}

function uniqueVendors(games: readonly Game[]): VendorTab[] {
  const seen = new Map<string, VendorTab>();
  for (const game of games)
    if (!seen.has(game.vassalage)) seen.set(game.vassalage, { vassalage: game.vassalage, displayName: game.vendorName });
  return [...seen.values()];
}
