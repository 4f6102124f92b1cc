import type { CSSProperties, ReactElement } from 'react';
import { SLIDE_CLASS, useCarousel } from '@/components/slider/use-carousel';

/** The spec's vendor carousel: each move takes 2 s, and the strip then rests so a tile can be read and tapped. */
export const PROVIDER_TRANSITION_MS = 2000;
export const PROVIDER_REST_MS = 3000;
/** Tiles in view: the fourth peeks in, so the player sees the strip goes on. */
export const PROVIDERS_IN_VIEW = 3.4;
/** The spec's spacing between two tiles, in pixels. */
export const PROVIDER_SPACING = 12;

/** Whether a strip of this many tiles moves by itself: a strip that fits the screen stands still. */
export const stripMoves = (count: number) => count > PROVIDERS_IN_VIEW;

/**
 * The providers' tiles as a looping strip that moves one tile at a time by itself, as the spec's
 * vendor carousel does, unless `paused` (the section's pause control, or a player who asked for less
 * motion). A finger or the keyboard on it holds it too, and a swipe moves it.
 */
export function ProviderStrip({ label, paused, children }: { label: string; paused: boolean; children: readonly ReactElement[] }) {
  const moves = stripMoves(children.length);
  const { ref, trackClass } = useCarousel<HTMLDivElement>({
    count: children.length,
    loop: moves,
    perView: PROVIDERS_IN_VIEW,
    transitionMs: PROVIDER_TRANSITION_MS,
    paused,
    ...(moves ? { autoplayMs: PROVIDER_REST_MS } : {}),
  });
  return (
    <div
      ref={ref}
      className={`${trackClass} provider-strip`}
      role="list"
      aria-label={label}
      style={{ '--per-view': PROVIDERS_IN_VIEW, '--slide-gap': `${PROVIDER_SPACING}px` } as CSSProperties}
    >
      {children.map((tile) => (
        <div key={tile.key} className={`${SLIDE_CLASS} provider-strip__slide`} role="listitem">
          {tile}
        </div>
      ))}
    </div>
  );
}
