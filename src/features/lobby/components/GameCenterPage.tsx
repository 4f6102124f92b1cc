import { Link } from '@tanstack/react-router';
import '../lobby.css';
import { Suspense } from 'react';
import { useHydrated } from '@/lib/hydration';
import { useTranslation } from '@/lib/use-translation';
import type { GameType, Vendor } from '@contract/domain';
import { BannerCarousel } from '@/components/slider/BannerCarousel';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useImageCdn } from '@/lib/games/vendor-art';
import { useContentLanguage } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site';
import { useLobbyContent } from '../api/get-banners';
import { useCategories } from '../use-categories';
import { useSearchUpdate } from '../use-search-update';
import { useVendorOpener } from '@/components/game/use-vendor-opener';
import { LobbyJackpot } from './lazy-panels';
import { VendorTile } from './VendorTile';

/** The game centre: banners, the latest announcement, the jackpot, and every category's vendors (or one category's). */
export function GameCenterPage({ gameType }: { gameType: GameType | undefined }) {
  const { t } = useTranslation('lobby');
  const language = useContentLanguage();
  const site = useSiteInfo();
  const hydrated = useHydrated();
  const cdn = useImageCdn(site?.imageCDNs);
  const content = useLobbyContent('m_game', language);
  const { categories, status, failure, retry } = useCategories(language);
  const openVendor = useVendorOpener();
  const updateSearch = useSearchUpdate();
  const shown = gameType ? categories.filter((c) => c.gameType === gameType) : categories;
  const notice = content.data?.notices[0];
  const onOpen = (vendor: Vendor) => void openVendor(vendor);

  return (
    <div className="lobby game-center">
      <div className="lobby-banners">
        <BannerCarousel banners={content.data?.banners ?? []} label={t('banners', { name: t('titles.gameCenter') })} />
      </div>
      {notice && (
        <Link to="/m/notice" search={{ index: 0 }} className="lobby-notice">
          <Icon name="megaphone" size={18} />
          <span className="lobby-notice__text">{notice.title}</span>
        </Link>
      )}
      {/* The jackpot's box is there from the first paint (the server's too): its figure arrives with its own code, after the
          app has taken over, without moving the page. */}
      <div className="game-center__jackpot">
        {hydrated ? (
          <Suspense fallback={<div className="game-center__jackpot-space" />}>
            <LobbyJackpot />
          </Suspense>
        ) : (
          <div className="game-center__jackpot-space" />
        )}
      </div>
      <div className="chip-row" role="group" aria-label={t('categories.label')}>
        <button
          type="button"
          className={`chip-toggle${gameType ? '' : ' is-on'}`}
          aria-pressed={!gameType}
          onClick={() => updateSearch({ gameType: undefined })}
        >
          {t('categories.all')}
        </button>
        {categories.map((c) => (
          <button
            key={c.gameType}
            type="button"
            className={`chip-toggle${gameType === c.gameType ? ' is-on' : ''}`}
            aria-pressed={gameType === c.gameType}
            onClick={() => updateSearch({ gameType: c.gameType })}
          >
            {t(`titles.${c.gameType}`)}
          </button>
        ))}
      </div>
      {status === 'error' && categories.length === 0 ? (
        <LoadFailed failure={failure} onRetry={retry} />
      ) : status === 'loading' && categories.length === 0 ? (
        <PageLoading />
      ) : (
        shown.map((category) => (
          <section key={category.gameType} className="vendor-section" aria-labelledby={`vendors-${category.gameType}`}>
            <h2 className="lobby-heading" id={`vendors-${category.gameType}`}>
              {t(`titles.${category.gameType}`)}
            </h2>
            <div className="vendor-grid">
              {category.vendors.map((vendor) => (
                <VendorTile key={vendor.vassalage} vendor={vendor} cdn={cdn} onOpen={onOpen} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
