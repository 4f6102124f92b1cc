import '../lobby.css';
import { useRouter } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { useTranslation } from '@/lib/use-translation';
import type { Vendor } from '@contract/domain';
import type { OnOpenGame } from '@/components/game/GameTile';
import { useGameOpener } from '@/components/game/use-game-opener';
import { useContentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useHotGames } from '@/lib/games/hot-games';
import { useVendors } from '@/lib/games/vendors';
import type { Narrowed } from '../game-narrowing';
import { useGameList } from '../use-game-list';
import { useSearchUpdate } from '../use-search-update';
import { GameListSection } from './GameListSection';
import { HotGames } from './HotGames';
import { GameFilter } from './lazy-panels';
import { SearchBox } from './SearchBox';
import { EmptyState } from '@/components/ui/EmptyState';

type Mode = 'ALL' | 'RECENT' | 'FAV' | 'HOT';
const TOGGLES: readonly Exclude<Mode, 'ALL'>[] = ['RECENT', 'FAV', 'HOT'];
/** Vendors of these types open through one lobby game and are not listed by provider. */
const NOT_BY_PROVIDER = new Set(['LOTT', 'ELOTT', 'SPORTS']);

/** The vendors a player can pick on the provider page, each once. */
export function providerChoices(vendors: readonly Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => {
    if (NOT_BY_PROVIDER.has(vendor.gameType) || seen.has(vendor.vassalage)) return false;
    seen.add(vendor.vassalage);
    return true;
  });
}

/**
 * Games by provider: search by name, the recent / favourites / hot toggles, the vendor
 * selector, the game filter and the game list that grows as the player scrolls.
 */
export function ProviderPage({ vassalage }: { vassalage: string | undefined }) {
  const { t } = useTranslation('lobby');
  const language = useContentLanguage();
  const router = useRouter();
  const hydrated = useHydrated();
  const open = useGameOpener();
  const loggedIn = useSession() !== null;
  const updateSearch = useSearchUpdate();
  const [mode, setMode] = useState<Mode>('ALL');
  const [gameName, setGameName] = useState('');
  const [narrowed, setNarrowed] = useState<Narrowed | null>(null);

  const vendors = useVendors(language);
  const hot = useHotGames(mode === 'HOT' ? language : null);
  const list = useGameList(mode === 'HOT' ? null : { dataType: mode, vassalage, gameName }, { narrowed: narrowed?.page });
  const choices = providerChoices(vendors.data ?? []);
  const vendorName = choices.find((v) => v.vassalage === vassalage)?.displayName;
  const openGame: OnOpenGame = (game, options) => void open(game, options);

  const toggle = (next: Exclude<Mode, 'ALL'>) => {
    if (next !== 'HOT' && !loggedIn) {
      void router.navigate({ to: '/m/login', search: { redirect: router.state.location.href } });
      return;
    }
    setMode((current) => (current === next ? 'ALL' : next));
  };

  const hotGames = (hot.data ?? []).filter(
    (game) =>
      (!vassalage || game.vassalage === vassalage) &&
      (!gameName || game.gameName.toLowerCase().includes(gameName.toLowerCase())) &&
      (!narrowed || narrowed.matches(game)),
  );
  return (
    <div className="lobby provider-page">
      <h2 className="lobby-heading">{vendorName ?? t('provider.allProviders')}</h2>
      <SearchBox onSearch={setGameName} />
      <div className="provider-page__filters">
        <div className="toggle-group" role="group" aria-label={t('provider.show')}>
          {TOGGLES.map((key) => (
            <button
              key={key}
              type="button"
              className={`chip-toggle${mode === key ? ' is-on' : ''}`}
              aria-pressed={mode === key}
              onClick={() => toggle(key)}
            >
              {t(`provider.toggles.${key}`)}
            </button>
          ))}
        </div>
        <label className="vendor-select">
          <span className="visually-hidden">{t('provider.vendor')}</span>
          <select
            aria-label={t('provider.vendor')}
            value={vassalage ?? ''}
            onChange={(event) => updateSearch({ vassalage: event.target.value })}
          >
            <option value="">{t('provider.allProviders')}</option>
            {choices.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.displayName}
              </option>
            ))}
          </select>
        </label>
        {/* Its code loads on its own once the app has taken over: the page the server drew never waits for it. */}
        {hydrated && (
          <Suspense fallback={null}>
            <GameFilter narrowed={narrowed} vendors={choices} vassalage={vassalage} onApply={setNarrowed} />
          </Suspense>
        )}
      </div>
      {mode === 'HOT' ? (
        hotGames.length > 0 ? (
          <HotGames games={hotGames} onOpen={openGame} title={t('provider.toggles.HOT')} nameTyped={gameName !== ''} />
        ) : hot.status === 'ready' ? (
          <EmptyState icon="grid" message={t('list.empty')} />
        ) : null
      ) : (
        <GameListSection list={list} onOpen={openGame} label={t('list.label', { name: vendorName ?? t('provider.allProviders') })} />
      )}
    </div>
  );
}
