import { useCallback, useEffect, useRef, useState } from 'react';

interface SnapCarouselOptions {
  count: number;
  /** Turns to the next slide this often while nobody touches it and the page is visible; after the last comes the first. */
  autoplayMs?: number;
}

export interface SnapCarousel<T extends HTMLElement> {
  ref: (element: T | null) => void;
  /** The slide in view (0-based). */
  current: number;
  goTo: (index: number) => void;
}

/** The distance from one slide to the next (the slide's width plus any gap between slides). */
const stepOf = (track: HTMLElement) => {
  const [first, second] = track.children as unknown as HTMLElement[];
  return first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
};

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A carousel the browser scrolls itself: the track is a horizontal scroll-snap container
 * (`.snap-track`), so a swipe moves with the finger and settles on a slide before any script
 * runs, with nothing to download. This hook only follows which slide is in view, moves to a
 * slide when asked (dots, previous and next) and turns the slides on a timer.
 */
export function useSnapCarousel<T extends HTMLElement>({ count, autoplayMs }: SnapCarouselOptions): SnapCarousel<T> {
  const [track, setTrack] = useState<T | null>(null);
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);

  const goTo = useCallback(
    (index: number) => {
      if (!track || count === 0) return;
      const target = ((index % count) + count) % count;
      track.scrollTo({ left: target * stepOf(track), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [track, count],
  );

  useEffect(() => {
    if (!track) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const step = stepOf(track);
        if (step <= 0) return;
        const index = Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / step)));
        currentRef.current = index;
        setCurrent(index);
      });
    };
    track.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', follow);
    };
  }, [track, count]);

  useEffect(() => {
    if (!track || !autoplayMs || count < 2) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let touching = false;
    const schedule = () => {
      clearTimeout(timer);
      if (touching) return;
      timer = setTimeout(() => {
        if (document.visibilityState === 'visible') goTo(currentRef.current + 1);
        schedule();
      }, autoplayMs);
    };
    const hold = () => {
      touching = true;
      clearTimeout(timer);
    };
    const release = () => {
      touching = false;
      schedule();
    };
    track.addEventListener('pointerdown', hold, { passive: true });
    track.addEventListener('pointerup', release, { passive: true });
    track.addEventListener('pointercancel', release, { passive: true });
    // Keyboard users reading a slide's link are not moved away from it.
    track.addEventListener('focusin', hold);
    track.addEventListener('focusout', release);
    schedule();
    return () => {
      clearTimeout(timer);
      track.removeEventListener('pointerdown', hold);
      track.removeEventListener('pointerup', release);
      track.removeEventListener('pointercancel', release);
      track.removeEventListener('focusin', hold);
      track.removeEventListener('focusout', release);
    };
  }, [track, autoplayMs, count, goTo]);

  return { ref: setTrack, current, goTo };
}
