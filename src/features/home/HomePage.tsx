import { linkOptions } from '@tanstack/react-router';
import './home.css';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TRIAL_TYPE } from '@contract/account';
import { BINGO_CLASSIFY, HOME_FAVOURITES_LIMIT, INHOUSE_VENDORS, type Language } from '@contract/domain';
import { BannerCarousel } from '@/components/slider/BannerCarousel';
import { useHydrated } from '@/lib/hydration';
import { useContentLanguage } from '@/lib/i18n';
import { markInteractive } from '@/lib/idle';
import { FEATURED_VENDORS } from '@/lib/route-meta';
import { isAgentSession, useSession } from '@/lib/session';
import { isGameTypeEnabled, useSiteInfo } from '@/lib/site';
import { setUnread } from '@/lib/unread';
import { useAfterInteractive, useHoldDeferredWork } from '@/lib/use-after-interactive';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { OnOpenGame } from '@/components/game/GameTile';
import { useGameOpener } from '@/components/game/use-game-opener';
import { useListedFavourites } from '@/lib/games/favourites';
import { getGameRowQueryOptions, type GameListFilter } from '@/lib/games/game-list';
import { useHotGames } from '@/lib/games/hot-games';
import { useVendors } from '@/lib/games/vendors';
import { useQuery } from '@/lib/query/use-query';
import { useHomeAnnouncements } from './api/get-home-announcements';
import { useWinners } from './api/get-winners';
import { AppDownloadBar } from './components/AppDownloadBar';
import { GameRowSection } from './components/GameRowSection';
import { JackpotCounter } from './components/JackpotCounter';
import { NoticeMarquee } from './components/NoticeMarquee';

// The provider picker and the winners board sit far below the first screen: their code loads once Home is up and idle.
const LaterSections = lazy(() => import('./components/LaterSections'));
// Popup announcements (with DOMPurify) open once Home is up and the browser idle.
const PopupAnnouncements = lazy(() => import('./components/PopupAnnouncements'));

/** Rows per column: hot and the provider rows 3, bingo 2, the rest 1; two swipes' worth of columns each. */
const ROWS = { favourites: 1, hot: 3, originals: 1, vendor: 3, slots: 2, bingo: 2, fish: 1 } as const;
const COLUMNS_LOADED = 6;

/**
 * Where each row's "more" leads. Made once: a new object on every render of Home would redraw every
 * (memoised) row each time one of Home's calls answers.
 */
const MORE = {
  favourites: linkOptions({ to: '/m/fav-games' }),
  hot: linkOptions({ to: '/m/hot-games' }),
  originals: linkOptions({ to: '/m/inHouse' }),
  vendor: Object.fromEntries(FEATURED_VENDORS.map((vassalage) => [vassalage, linkOptions({ to: '/m/provider', search: { vassalage } })])),
  slots: linkOptions({ to: '/m/slot-games' }),
  bingo: linkOptions({ to: '/m/slot-games', search: { gameClassify: 'BG' } }),
  fish: linkOptions({ to: '/m/fishing-games' }),
};

const useGameRow = (filter: Omit<GameListFilter, 'dataType'> | null, language: Language) =>
  useQuery(filter ? getGameRowQueryOptions({ dataType: 'ALL', ...filter }, language) : null);

export function HomePage() {
  const { t } = useTranslation('home');
  const language = useContentLanguage();
  const session = useSession();
  // An agent's account keeps no favourites and takes no bonus: no favourites row, no welcome popup.
  const member = isAgentSession(session) ? null : session;
  const site = useSiteInfo();
  const launchGame = useGameOpener({ askVisitorFirst: true });
  // The opener says a refusal or failure itself; a tile only starts it.
  const openGame = useCallback<OnOpenGame>((game, options) => void launchGame(game, options), [launchGame]);
  const slotsOn = isGameTypeEnabled(site, 'RNG');
  const fishOn = isGameTypeEnabled(site, 'FISH');
  const originalsOn = isGameTypeEnabled(site, 'INHOUSE');

  const announcements = useHomeAnnouncements(language);
  const hot = useHotGames(language);
  // Keyed by the member too: another member on this device never sees the previous one's list.
  const favourites = useListedFavourites(
    useQuery(
      member ? getGameRowQueryOptions({ dataType: 'FAV', pageSize: HOME_FAVOURITES_LIMIT, member: member.userName }, language) : null,
    ),
    member?.userName,
  );
  // Rows below the first screen, the providers and the winners are asked for once the first screen is up:
  // a dozen requests started together cost the first render a noticeable slice of a slow phone's time.
  useHoldDeferredWork();
  const belowTheFold = useAfterInteractive();
  // The platform's own games (slots, Hi-Lo, the numbers draw): a newcomer's first real play, in a row of their own.
  const originals = useGameRow(
    originalsOn && belowTheFold ? { vassalage: INHOUSE_VENDORS[0], pageSize: ROWS.originals * COLUMNS_LOADED } : null,
    language,
  );
  const jili = useGameRow(
    slotsOn && belowTheFold ? { vassalage: FEATURED_VENDORS[0], pageSize: ROWS.vendor * COLUMNS_LOADED } : null,
    language,
  );
  const fc = useGameRow(
    slotsOn && belowTheFold ? { vassalage: FEATURED_VENDORS[1], pageSize: ROWS.vendor * COLUMNS_LOADED } : null,
    language,
  );
  const pge = useGameRow(
    slotsOn && belowTheFold ? { vassalage: FEATURED_VENDORS[2], pageSize: ROWS.vendor * COLUMNS_LOADED } : null,
    language,
  );
  const slots = useGameRow(slotsOn && belowTheFold ? { gameType: 'RNG', pageSize: ROWS.slots * COLUMNS_LOADED } : null, language);
  const bingo = useGameRow(
    slotsOn && belowTheFold ? { gameType: 'RNG', gameClassify: BINGO_CLASSIFY, pageSize: ROWS.bingo * COLUMNS_LOADED } : null,
    language,
  );
  const fish = useGameRow(fishOn && belowTheFold ? { gameType: 'FISH', pageSize: ROWS.fish * COLUMNS_LOADED } : null, language);
  const vendors = useVendors(belowTheFold ? language : null);
  const winners = useWinners(belowTheFold ? language : null);
  // The providers and the winners sit at the foot of a long page: their code comes when the player scrolls near.
  const [laterSpot, laterNear] = useNearViewport<HTMLDivElement>(true);

  // The banners and the hot row are the first screen: once both show data (or their failure) Home is interactive.
  const firstScreenShown =
    (announcements.data !== undefined || announcements.status === 'error') && (hot.data !== undefined || hot.status === 'error');
  useEffect(() => {
    if (firstScreenShown) markInteractive();
  }, [firstScreenShown]);

  const popups = isAgentSession(session) ? [] : (announcements.data?.popup ?? []);
  const popupsReleased = useAfterInteractive(popups.length > 0, 1500);

  const notices = announcements.data?.player;
  useEffect(() => {
    // A trial account does not mark announcements read and counts them as read.
    const unread = session && session.type !== TRIAL_TYPE ? (notices ?? []).filter((notice) => !notice.read).length : 0;
    setUnread('announcements', unread);
  }, [notices, session]);

  const vendorRows = [
    { id: 'JILI', resource: jili },
    { id: 'FC', resource: fc },
    { id: 'PGE', resource: pge },
  ] as const;

  // The rows draw in a second, interruptible render right after the banner and marquee: the first
  // render of Home is one task the browser cannot break up, so it carries only the top of the page.
  // A Home the server rendered has its rows already: hydrating them keeps them in place.
  const rowsShown = useDeferredValue(true, !useHydrated());

  return (
    <div className="home">
      {/* The header shows the logo here, not a title: the page's one heading of level one is for screen readers. */}
      <h1 className="visually-hidden">{t('heading')}</h1>
      <BannerCarousel banners={announcements.data?.banners ?? []} label={t('banners')} />
      <NoticeMarquee notices={notices ?? []} loading={announcements.status === 'loading' && !announcements.data} />
      <AppDownloadBar />
      <JackpotCounter />
      {rowsShown && member && (
        <GameRowSection
          id="favourites"
          title={t('sections.favourites')}
          icon="heart"
          more={MORE.favourites}
          rows={ROWS.favourites}
          resource={favourites}
          onOpen={openGame}
          onlyWithGames
        />
      )}
      {rowsShown && (
        <>
          <GameRowSection
            id="hot"
            title={t('sections.hot')}
            icon="flame"
            more={MORE.hot}
            rows={ROWS.hot}
            resource={hot}
            onOpen={openGame}
          />
          {originalsOn && (
            <GameRowSection
              id="originals"
              title={t('sections.originals')}
              icon="trophy"
              more={MORE.originals}
              rows={ROWS.originals}
              resource={originals}
              onOpen={openGame}
              belowFirstScreen
            />
          )}
          {slotsOn &&
            vendorRows.map((row) => (
              <GameRowSection
                key={row.id}
                id={row.id}
                title={t(`sections.vendor.${row.id}`)}
                icon="slot"
                more={MORE.vendor[row.id]!}
                rows={ROWS.vendor}
                resource={row.resource}
                onOpen={openGame}
                belowFirstScreen
              />
            ))}
          {slotsOn && (
            <GameRowSection
              id="slots"
              title={t('sections.slots')}
              icon="slot"
              more={MORE.slots}
              rows={ROWS.slots}
              resource={slots}
              onOpen={openGame}
              belowFirstScreen
            />
          )}
          {slotsOn && (
            <GameRowSection
              id="bingo"
              title={t('sections.bingo')}
              icon="bingo"
              more={MORE.bingo}
              rows={ROWS.bingo}
              resource={bingo}
              onOpen={openGame}
              belowFirstScreen
            />
          )}
          {fishOn && (
            <GameRowSection
              id="fish"
              title={t('sections.fish')}
              icon="fish"
              more={MORE.fish}
              rows={ROWS.fish}
              resource={fish}
              onOpen={openGame}
              belowFirstScreen
            />
          )}
        </>
      )}
      {/* Drawn with the rows, so it starts out below them rather than beside the first screen. */}
      {rowsShown && (
        <div ref={laterSpot} data-testid="home-later">
          {belowTheFold && laterNear && (
            <Suspense fallback={null}>
              <LaterSections vendors={vendors} winners={winners} onPlay={openGame} />
            </Suspense>
          )}
        </div>
      )}
      {popupsReleased && popups.length > 0 && (
        <Suspense fallback={null}>
          <PopupAnnouncements popups={popups} />
        </Suspense>
      )}
    </div>
  );
}
