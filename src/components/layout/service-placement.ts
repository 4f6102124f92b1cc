import { useEffect, useState, type RefObject } from 'react';

/** What a player can tap: the floating button must never rest on one of these. */
const CONTROLS = 'a[href],button,input,select,textarea,[role="button"],[role="link"],[role="tab"]';
/** How far the button may climb from its usual place, in steps, before it tucks itself away. */
const STEP_PX = 12;
const MAX_LIFT_PX = 360;
/** The button settles this long after the page stops scrolling or changing size. */
const SETTLE_MS = 120;
/** How much of a tucked button stays in view at the screen's edge (still a tap target with its full height). */
export const TUCKED_TAB_PX = 18;

/** Where the button rests: lifted by `lift` px from its usual place, or tucked to a small tab at the edge. */
export interface Placement {
  lift: number;
  tucked: boolean;
}

/**
 * Whether a control is painted anywhere in `spot`: hit-tested on a grid of points, so what a
 * scrolling box clips away or a layer hides does not count, and the button itself is skipped.
 */
function controlIn(spot: DOMRect, button: Element): boolean {
  const columns = [0.08, 0.36, 0.64, 0.92];
  for (const fx of columns) {
    for (const fy of columns) {
      const hits = document.elementsFromPoint(spot.left + spot.width * fx, spot.top + spot.height * fy);
      if (hits.some((hit) => !button.contains(hit) && hit.closest(CONTROLS) && !button.contains(hit.closest(CONTROLS)))) return true;
    }
  }
  return false;
}

/**
 * A resting place for the floating button where it covers no control: its usual place when
 * clear, else the nearest clear spot above it; when every spot is taken it tucks into a small
 * tab at the screen's edge. Measured once the page is at rest (after a scroll, a resize, or the
 * page's content changing size), never during a scroll.
 */
export function findPlacement(usual: DOMRect, isTaken: (spot: DOMRect) => boolean): Placement {
  for (let lift = 0; lift <= MAX_LIFT_PX; lift += STEP_PX) {
    if (!isTaken(new DOMRect(usual.x, usual.y - lift, usual.width, usual.height))) return { lift, tucked: false };
  }
  return { lift: 0, tucked: true };
}

export function useClearPlacement(anchor: RefObject<HTMLElement | null>, paused: boolean): Placement {
  const [placement, setPlacement] = useState<Placement>({ lift: 0, tucked: false });
  useEffect(() => {
    if (paused) return;
    let timer = 0;
    const measure = () => {
      const element = anchor.current;
      if (!element) return;
      // The usual place: the widget's own box, which the button's lift or tuck (a transform, maybe mid-way) never moves.
      const usual = (element.parentElement ?? element).getBoundingClientRect();
      const next = findPlacement(usual, (spot) => controlIn(spot, element));
      setPlacement((previous) => (previous.lift === next.lift && previous.tucked === next.tucked ? previous : next));
    };
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => requestAnimationFrame(measure), SETTLE_MS);
    };
    settle();
    window.addEventListener('scroll', settle, { passive: true });
    window.addEventListener('resize', settle);
    const main = document.getElementById('main');
    const resized = main && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(settle) : null;
    if (main) resized?.observe(main);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', settle);
      window.removeEventListener('resize', settle);
      resized?.disconnect();
    };
  }, [anchor, paused]);
  return placement;
}
