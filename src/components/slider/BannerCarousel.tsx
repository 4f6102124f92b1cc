import { useState } from 'react';
import type { Banner } from '@contract/domain';
import { useHydrated } from '@/lib/hydration';
import { useTranslation } from '@/lib/use-translation';
import { ServerLink } from '../ui/ServerLink';
import { PauseButton } from './PauseButton';
import { SLIDE_CLASS, useCarousel } from './use-carousel';

export const BANNER_AUTOPLAY_MS = 4000;
export const BANNER_TRANSITION_MS = 600;

/**
 * Banners in a fixed-ratio box (no layout shift while images arrive). A slide whose image
 * fails is dropped; with more than one banner the carousel loops and autoplays (one banner stands still),
 * with a button that stops it and starts it again.
 */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const visible = banners.filter((banner) => !failed.has(banner.id));
  const hide = (id: number) => setFailed((previous) => new Set(previous).add(id));
  return (
    <section className="banner-carousel" aria-label={label} aria-roledescription="carousel">
      {visible.length > 0 && <BannerSlides key={visible.map((b) => b.id).join(',')} banners={visible} label={label} onImageError={hide} />}
    </section>
  );
}

interface SlidesProps {
  banners: readonly Banner[];
  label: string;
  onImageError: (id: number) => void;
}

function BannerSlides({ banners, label, onImageError }: SlidesProps) {
  return banners.length > 1 ? (
    <SlidingBanners banners={banners} label={label} onImageError={onImageError} />
  ) : (
    <div className="banner-carousel__track">
      <BannerSlide banner={banners[0]!} first onImageError={onImageError} />
    </div>
  );
}

function SlidingBanners({ banners, label, onImageError }: SlidesProps) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  // The banners move only once the app has the page: the server's page, and a page without scripts, has nothing to stop.
  const moving = useHydrated();
  const { ref, trackClass, current, goTo } = useCarousel<HTMLDivElement>({
    count: banners.length,
    loop: true,
    autoplayMs: BANNER_AUTOPLAY_MS,
    transitionMs: BANNER_TRANSITION_MS,
    paused,
  });
  return (
    <>
      {/* Focusable, so the arrow keys scroll it as a swipe would. */}
      <div ref={ref} className={`${trackClass} banner-carousel__track`} role="group" aria-label={label} tabIndex={0}>
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} first={index === 0} onImageError={onImageError} />
        ))}
      </div>
      <div className="banner-carousel__dots">
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className={`banner-carousel__dot${index === current ? ' is-active' : ''}`}
            aria-label={`${index + 1} / ${banners.length}`}
            aria-current={index === current}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
      {moving && (
        <PauseButton
          paused={paused}
          onToggle={() => setPaused(!paused)}
          labels={{ pause: t('bannerCarousel.pause'), play: t('bannerCarousel.play') }}
          className="banner-carousel__pause"
          iconSize={14}
        />
      )}
    </>
  );
}

function BannerSlide({ banner, first, onImageError }: { banner: Banner; first: boolean; onImageError: (id: number) => void }) {
  const image = (
    <img
      src={banner.url}
      alt={banner.title}
      className="banner-carousel__image"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      // The first banner is usually the page's largest element: it paints as soon as it arrives.
      decoding={first ? 'auto' : 'async'}
      draggable={false}
      onError={() => onImageError(banner.id)}
    />
  );
  return (
    <div className={`${SLIDE_CLASS} banner-carousel__slide`} aria-roledescription="slide">
      {banner.link ? (
        <ServerLink href={banner.link} className="banner-carousel__link">
          {image}
        </ServerLink>
      ) : (
        image
      )}
    </div>
  );
}
