import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onAPhoneClock } from '@/components/slider/on-a-phone-clock';
import { PROVIDER_REST_MS, PROVIDER_SPACING, PROVIDER_TRANSITION_MS, PROVIDERS_IN_VIEW, ProviderStrip } from './ProviderStrip';

const WIDTH = 360;
/** From one tile's left edge to the next: the tile's width (3.4 in view, 12 px apart) and the spacing. */
const STEP = (WIDTH - PROVIDER_SPACING * (PROVIDERS_IN_VIEW - 1)) / PROVIDERS_IN_VIEW + PROVIDER_SPACING;

const { advance } = onAPhoneClock(WIDTH);
/** The slider draws its tiles in the frame after it starts. */
const FRAME = 16;

const strip = (names: readonly string[], paused = false) => (
  <ProviderStrip label="Providers" paused={paused}>
    {names.map((name) => (
      <a key={name} href={`/m/provider?vassalage=${name}`}>
        {name}
      </a>
    ))}
  </ProviderStrip>
);

/** Where a tile is drawn: the widths of the tiles before it in the row, plus the slider's shift of it. */
function drawnAt(name: string): number {
  const slide = screen.getByRole('link', { name }).closest<HTMLElement>('.keen-slider__slide')!;
  const before = [...slide.parentElement!.children].indexOf(slide) * parseFloat(slide.style.minWidth);
  const shift = /translate3d\((-?[\d.]+)px/.exec(slide.style.transform)?.[1];
  return before + Number(shift ?? 0);
}

const SIX = ['JILI', 'FC', 'PGE', 'JDB', 'CQ9', 'KA'];

describe('the provider strip', () => {
  it('shows 3.4 tiles 12 px apart, and moves one tile along after a rest, each move taking 2 seconds', () => {
    render(strip(SIX));
    advance(FRAME);
    expect(drawnAt('JILI')).toBeCloseTo(0);
    expect(drawnAt('FC')).toBeCloseTo(STEP);
    expect(drawnAt('JDB')).toBeCloseTo(3 * STEP);

    advance(PROVIDER_REST_MS - FRAME - 1);
    expect(drawnAt('FC')).toBeCloseTo(STEP);

    advance(1 + PROVIDER_TRANSITION_MS / 2);
    expect(drawnAt('FC')).toBeGreaterThan(0);
    expect(drawnAt('FC')).toBeLessThan(STEP - 1);

    advance(PROVIDER_TRANSITION_MS / 2 + 50);
    expect(drawnAt('FC')).toBeCloseTo(0);
    expect(drawnAt('JILI')).toBeCloseTo(-STEP);
  });

  it('goes round: the first tile comes after the last', () => {
    render(strip(SIX));
    for (let move = 0; move < 3; move++) advance(PROVIDER_REST_MS + PROVIDER_TRANSITION_MS + 50);
    expect(drawnAt('JDB')).toBeCloseTo(0);
    expect(drawnAt('KA')).toBeCloseTo(2 * STEP);
    expect(drawnAt('JILI')).toBeCloseTo(3 * STEP);
  });

  it('stands still while paused, and moves again a rest after the player starts it', () => {
    const { rerender } = render(strip(SIX, true));
    advance(3 * (PROVIDER_REST_MS + PROVIDER_TRANSITION_MS));
    expect(drawnAt('JILI')).toBeCloseTo(0);

    rerender(strip(SIX, false));
    advance(PROVIDER_REST_MS + PROVIDER_TRANSITION_MS + 50);
    expect(drawnAt('FC')).toBeCloseTo(0);
  });

  it('stands still when its tiles fit the screen', () => {
    render(strip(['JILI', 'FC', 'PGE']));
    advance(3 * (PROVIDER_REST_MS + PROVIDER_TRANSITION_MS));
    expect(drawnAt('JILI')).toBeCloseTo(0);
    expect(drawnAt('PGE')).toBeCloseTo(2 * STEP);
  });
});
