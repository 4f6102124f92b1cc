import { describe, expect, it } from 'vitest';
import type { Game } from '@contract/domain';
import { perSlide, popularSlides } from './popular-slides';

const games = (count: number) => Array.from({ length: count }, (_, i) => ({ nodeId: `n${i}`, gameName: `Game ${i}` }) as unknown as Game);

describe('popular games slides', () => {
  it('hold three games each while there are fewer than six', () => {
    expect(perSlide(5)).toBe(3);
    expect(popularSlides(games(5)).map((slide) => slide.length)).toEqual([3, 2]);
  });

  it('hold six games each from six games on', () => {
    expect(perSlide(6)).toBe(6);
    expect(popularSlides(games(6)).map((slide) => slide.length)).toEqual([6]);
    expect(popularSlides(games(14)).map((slide) => slide.length)).toEqual([6, 6, 2]);
  });

  it('keep the games in their order and show none when there are none', () => {
    expect(
      popularSlides(games(4))
        .flat()
        .map((game) => game.nodeId),
    ).toEqual(['n0', 'n1', 'n2', 'n3']);
    expect(popularSlides([])).toEqual([]);
  });
});
