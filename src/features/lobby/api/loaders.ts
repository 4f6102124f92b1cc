import { PAGE_SIZE } from '@contract/domain';
import { getGameListQueryOptions } from '@/lib/games/game-list';
import { getHotGamesQueryOptions } from '@/lib/games/hot-games';
import { getVendorSortingQueryOptions, getVendorsQueryOptions } from '@/lib/games/vendors';
import { languageState } from '@/lib/i18n';
import { preloadQuery } from '@/lib/query/client';
import { isGameTypeEnabled, siteState } from '@/lib/site';
import { CATEGORY_PAGES } from '../category-pages';
import { getLobbyContentQueryOptions } from './get-banners';

/**
 * A category lobby's loader: its banners, the category's hot games, its providers and the first
 * page of its games travel with the page's code, and the lobby (rendered by the server, or drawn
 * by the app) draws with them, so nothing is inserted above the list once it is on screen.
 */
export async function loadCategoryLobby(path: string, search: { vassalage?: string | undefined; gameClassify?: string | undefined }) {
  const page = CATEGORY_PAGES.find((candidate) => candidate.path === path);
  if (!page) return;
  const gameType = 'gameType' in page ? page.gameType : undefined;
  if (gameType !== undefined && !isGameTypeEnabled(siteState.info, gameType)) return;
  const language = languageState.content;
  const firstPage = getGameListQueryOptions(
    {
      dataType: gameType === undefined ? 'HOT' : 'ALL',
      gameType,
      vassalage: search.vassalage ?? '',
      gameClassify: search.gameClassify,
      pageSize: PAGE_SIZE,
    },
    1,
    language,
  );
  await Promise.all([
    preloadQuery(getLobbyContentQueryOptions(page.banner, language)),
    preloadQuery(getVendorsQueryOptions(language)),
    preloadQuery(getHotGamesQueryOptions(language)),
    preloadQuery(firstPage),
  ]);
}

/** A provider page's loader: the providers and the first page of the provider's games. */
export async function loadProvider(vassalage: string | undefined) {
  const language = languageState.content;
  await Promise.all([
    preloadQuery(getVendorsQueryOptions(language)),
    preloadQuery(getGameListQueryOptions({ dataType: 'ALL', vassalage, pageSize: PAGE_SIZE }, 1, language)),
  ]);
}

/** The game centre's loader: its banners and latest notice, the providers and the order of their categories. */
export async function loadGameCenter() {
  const language = languageState.content;
  await Promise.all([
    preloadQuery(getLobbyContentQueryOptions('m_game', language)),
    preloadQuery(getVendorsQueryOptions(language)),
    preloadQuery(getVendorSortingQueryOptions()),
  ]);
}
