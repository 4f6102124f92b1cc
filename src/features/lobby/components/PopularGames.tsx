import '../panels.css';
import { useTranslation } from '@/lib/use-translation';
import type { Game } from '@contract/domain';
import { GameTile, type OnOpenGame } from '@/components/game/GameTile';
import { Icon } from '@/components/ui/icons';
import { SLIDE_CLASS, useCarousel } from '@/components/slider/use-carousel';
import { perSlide, popularSlides } from '../popular-slides';

/** The popular (hot) games as a slider: three to a slide while there are fewer than six, otherwise six; previous and next turn it (after the last comes the first). */
export default function PopularGames({ games, onOpen }: { games: readonly Game[]; onOpen: OnOpenGame }) {
  const { t } = useTranslation('panels');
  const slides = popularSlides(games);
  const { ref, trackClass, current, previous, next } = useCarousel<HTMLDivElement>({ count: slides.length, loop: true });
  if (slides.length === 0) return null;
  const title = t('popular.title');
  return (
    <section className="popular-games" aria-label={title} aria-roledescription="carousel">
      <h2 className="lobby-heading">{title}</h2>
      {/* Focusable, so the arrow keys move it as a swipe would. */}
      <div ref={ref} className={`${trackClass} popular-games__track`} role="group" aria-label={title} tabIndex={0}>
        {slides.map((slide, index) => (
          <div
            key={slide[0]!.nodeId}
            className={`${SLIDE_CLASS} popular-games__slide popular-games__slide--${perSlide(games.length)}`}
            role="list"
            aria-roledescription="slide"
            aria-label={t('popular.slide', { index: index + 1, count: slides.length })}
          >
            {slide.map((game) => (
              <div key={game.nodeId} role="listitem">
                <GameTile game={game} onOpen={onOpen} />
              </div>
            ))}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="popular-games__controls">
          <button type="button" className="popular-games__turn" aria-label={t('popular.previous')} onClick={previous}>
            <Icon name="chevronLeft" size={20} />
          </button>
          <span className="popular-games__position">{t('popular.slide', { index: current + 1, count: slides.length })}</span>
          <button type="button" className="popular-games__turn" aria-label={t('popular.next')} onClick={next}>
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      )}
    </section>
  );
}
