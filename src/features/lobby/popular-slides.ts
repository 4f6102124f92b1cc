import type { Game } from '@contract/domain';

/** Fewer than this many popular games and a slide holds one row of three; otherwise two rows, six. */
const TWO_ROWS_FROM = 6;

export const perSlide = (count: number) => (count < TWO_ROWS_FROM ? 3 : 6);

/** The popular games cut into slides of three (fewer than six games) or six. */
export function popularSlides(games: readonly Game[]): Game[][] {
  const size = perSlide(games.length);
  const slides: Game[][] = [];
  for (let start = 0; start < games.length; start += size) slides.push(games.slice(start, start + size));
  return slides;
}
