import '../lobby.css';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from '@/lib/use-translation';
import { HOME_FAVOURITES_LIMIT, type GameType, type Vendor } from '@contract/domain';
import { useGameOpener } from '@/components/game/use-game-opener';
import { VendorTabs } from '@/components/game/VendorTabs';
import { GameTypeLink } from '@/components/ui/GameTypeLink';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { useHotGames } from '@/lib/games/hot-games';
import { useImageCdn } from '@/lib/games/vendor-art';
import { useContentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSiteInfo } from '@/lib/site';
import { useCategories, type LobbyCategory } from '../use-categories';
import { useGameList } from '../use-game-list';
import { useSearchUpdate } from '../use-search-update';
import { useVendorOpener } from '@/components/game/use-vendor-opener';
import { GameListSection } from './GameListSection';
import { HotGames } from './HotGames';
import { VendorTile } from './VendorTile';

export type HomeContentCategory = 'HOME' | 'HOT' | GameType;
export type HomeContentDataType = 'ALL' | 'FAV' | 'RECENT';

/** Categories shown as their vendors rather than as games. */
const VENDOR_LIST_TYPES = new Set<GameType>(['ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

export interface HomeContentSearch {
  category: HomeContentCategory;
  vassalage?: string | undefined;
  dataType: HomeContentDataType;
}

/**
 * The lobby with a side menu: HOME (the category menu), HOT, then each category in the
 * platform's order. Picking a menu entry starts its list afresh (all vendors, all games).
 */
export function HomeContentPage({ search }: { search: HomeContentSearch }) {
  const { t } = useTranslation('lobby');
  const language = useContentLanguage();
  const { categories, status, failure, retry } = useCategories(language);
  const updateSearch = useSearchUpdate();
  const entries: HomeContentCategory[] = ['HOME', 'HOT', ...categories.map((c) => c.gameType)];
  const category = entries.includes(search.category) ? search.category : status === 'ready' ? 'HOT' : search.category;
  const current = categories.find((c) => c.gameType === category);

  return (
    <div className="home-content">
      <nav className="home-content__menu" aria-label={t('categories.label')}>
        {entries.map((entry) => (
          <button
            key={entry}
            type="button"
            className={`home-content__entry${entry === category ? ' is-selected' : ''}`}
            aria-current={entry === category ? 'page' : undefined}
            onClick={() => updateSearch({ category: entry === 'HOT' ? undefined : entry, vassalage: undefined, dataType: undefined })}
          >
            {t(`titles.${entry === 'HOME' ? 'home' : entry === 'HOT' ? 'hot' : entry}`)}
          </button>
        ))}
      </nav>
      <div className="home-content__body">
        {status === 'error' && categories.length === 0 ? (
          <LoadFailed failure={failure} onRetry={retry} />
        ) : category === 'HOME' ? (
          <HomeMenus categories={categories} />
        ) : category === 'HOT' ? (
          <HotPanel />
        ) : current && VENDOR_LIST_TYPES.has(current.gameType) ? (
          <VendorPanel category={current} />
        ) : current ? (
          <GamesPanel category={current} vassalage={search.vassalage} dataType={search.dataType} />
        ) : null}
      </div>
    </div>
  );
}

function HomeMenus({ categories }: { categories: LobbyCategory[] }) {
  const { t } = useTranslation('lobby');
  return (
    <ul className="home-menus">
      {categories.map((c) => (
        <li key={c.gameType}>
          <GameTypeLink type={c.gameType} className="home-menus__item">
            <span className="home-menus__name">{t(`titles.${c.gameType}`)}</span>
            <span className="home-menus__count">{t('vendors.count', { count: c.vendors.length })}</span>
          </GameTypeLink>
        </li>
      ))}
    </ul>
  );
}

function HotPanel() {
  const { t } = useTranslation('lobby');
  const language = useContentLanguage();
  const open = useGameOpener();
  const hot = useHotGames(language);
  if (hot.status === 'error') return <LoadFailed failure={hot.failure} onRetry={hot.retry} />;
  return <HotGames games={hot.data ?? []} onOpen={(game, options) => void open(game, options)} title={t('titles.hot')} />;
}

function VendorPanel({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation('lobby');
  const site = useSiteInfo();
  const cdn = useImageCdn(site?.imageCDNs);
  const openVendor = useVendorOpener();
  return (
    <section aria-label={t(`titles.${category.gameType}`)}>
      <h2 className="lobby-heading">{t(`titles.${category.gameType}`)}</h2>
      <div className="vendor-grid vendor-grid--narrow">
        {category.vendors.map((vendor: Vendor) => (
          <VendorTile key={vendor.vassalage} vendor={vendor} cdn={cdn} onOpen={(v) => void openVendor(v)} />
        ))}
      </div>
    </section>
  );
}

function GamesPanel({
  category,
  vassalage,
  dataType,
}: {
  category: LobbyCategory;
  vassalage: string | undefined;
  dataType: HomeContentDataType;
}) {
  const { t } = useTranslation('lobby');
  const router = useRouter();
  const open = useGameOpener();
  const updateSearch = useSearchUpdate();
  const loggedIn = useSession() !== null;
  const list = useGameList(
    { dataType, gameType: category.gameType, vassalage },
    { limit: dataType === 'FAV' ? HOME_FAVOURITES_LIMIT : undefined },
  );
  const pick = (next: HomeContentDataType) => {
    if (next !== 'ALL' && !loggedIn) {
      void router.navigate({ to: '/m/login', search: { redirect: router.state.location.href } });
      return;
    }
    updateSearch({ dataType: next === 'ALL' ? undefined : next });
  };
  const title = t(`titles.${category.gameType}`);
  return (
    <>
      <h2 className="lobby-heading">{title}</h2>
      <div className="toggle-group" role="group" aria-label={t('provider.show')}>
        {(['ALL', 'FAV', 'RECENT'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={`chip-toggle${dataType === kind ? ' is-on' : ''}`}
            aria-pressed={dataType === kind}
            onClick={() => pick(kind)}
          >
            {t(`homeContent.dataTypes.${kind}`)}
          </button>
        ))}
      </div>
      <VendorTabs
        vendors={category.vendors.map((v) => ({ vassalage: v.vassalage, displayName: v.displayName }))}
        selected={vassalage ?? ''}
        onSelect={(next) => updateSearch({ vassalage: next })}
        controls="home-content-games"
      />
      <GameListSection
        id="home-content-games"
        list={list}
        onOpen={(game, options) => void open(game, options)}
        label={t('list.label', { name: title })}
      />
    </>
  );
}
