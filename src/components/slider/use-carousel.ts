import 'keen-slider/keen-slider.min.css';
import './snap-track.css';
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface CarouselOptions {
  count: number;
  /** After the last slide comes the first, and before the first the last. */
  loop?: boolean;
  /** Moves to the next slide this often while nobody touches or focuses it and the page is visible. */
  autoplayMs?: number;
  /** Holds the autoplay where it is (a pause control the player pressed); it goes on an interval after this turns false. */
  paused?: boolean;
  /** How long a move from one slide to another takes. */
  transitionMs?: number;
  /** Slides in view ('auto': as many as their CSS widths fit). The space between two is the track's `--slide-gap`. */
  perView?: number | 'auto';
}

export interface Carousel<T extends HTMLElement> {
  ref: (element: T | null) => void;
  /** The track's class: a scroll-snap strip the browser swipes until the slider has started, keen-slider's after. */
  trackClass: string;
  /** The slide in view (0-based). */
  current: number;
  goTo: (index: number) => void;
  previous: () => void;
  next: () => void;
}

export const SLIDE_CLASS = 'keen-slider__slide';
const DEFAULT_TRANSITION_MS = 600;

/*
 * keen-slider's factory is a plain function that returns the slider; its types call it a
 * constructor, and the build's minifier turns it into an arrow function, which `new` cannot call.
 */
const startSlider = KeenSlider as unknown as (container: HTMLElement, options: KeenSliderOptions) => KeenSliderInstance;

/** The phone asks for less motion. */
export const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The distance from one slide of the strip to the next (the slide's width plus any gap between slides). */
const stepOf = (track: HTMLElement) => {
  const [first, second] = track.children as unknown as HTMLElement[];
  return first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
};

/** The slide a player swiped the scroll-snap strip to before the slider started. */
function slideInView(track: HTMLElement, count: number): number {
  const step = stepOf(track);
  return step > 0 ? Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / step))) : 0;
}

/**
 * Moves to the next slide every `intervalMs` while the page and the slider are in view and it is not
 * `paused`, counted from the end of the last move; a finger on the slider holds it, and so does the
 * keyboard's focus until it leaves.
 * Answers the function that stops it.
 */
function autoplay(instance: KeenSliderInstance, track: HTMLElement, intervalMs: number, paused: () => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  // A carousel scrolled away from spends none of the phone's time moving.
  let inView = true;
  const watcher =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(([entry]) => {
          inView = entry?.isIntersecting ?? true;
        })
      : undefined;
  watcher?.observe(track);
  const schedule = () => {
    clearTimeout(timer);
    if (held) return;
    timer = setTimeout(() => {
      if (document.visibilityState === 'visible' && inView && !paused()) instance.next();
      schedule();
    }, intervalMs);
  };
  const hold = () => {
    held = true;
    clearTimeout(timer);
  };
  const release = () => {
    held = false;
    schedule();
  };
  // Keyboard users reading a slide, or moving it with the arrow keys, are not moved away from it.
  const releaseUnlessFocused = () => {
    if (!track.contains(document.activeElement)) release();
  };
  const releaseWhenFocusLeaves = (event: FocusEvent) => {
    if (!track.contains(event.relatedTarget as Node | null)) release();
  };
  instance.on('dragStarted', hold);
  instance.on('animationEnded', releaseUnlessFocused);
  instance.on('dragEnded', releaseUnlessFocused);
  track.addEventListener('focusin', hold);
  track.addEventListener('focusout', releaseWhenFocusLeaves);
  schedule();
  return () => {
    clearTimeout(timer);
    watcher?.disconnect();
    instance.on('dragStarted', hold, true);
    instance.on('animationEnded', releaseUnlessFocused, true);
    instance.on('dragEnded', releaseUnlessFocused, true);
    track.removeEventListener('focusin', hold);
    track.removeEventListener('focusout', releaseWhenFocusLeaves);
  };
}

/**
 * A carousel on keen-slider, the design's slider. The page the server draws, and the browser's
 * first render over it, hold a scroll-snap strip (`.snap-track`), so a swipe works before any
 * script has arrived. Once the app has taken the page over, the strip becomes a keen-slider at the
 * slide the player left it on, in the same frame: a true loop, timed moves, and autoplay that waits
 * while the player's finger or focus is on it.
 */
export function useCarousel<T extends HTMLElement>({
  count,
  loop = false,
  autoplayMs,
  paused = false,
  transitionMs = DEFAULT_TRANSITION_MS,
  perView = 1,
}: CarouselOptions): Carousel<T> {
  const [track, setTrack] = useState<T | null>(null);
  const [started, setStarted] = useState(false);
  const [current, setCurrent] = useState(0);
  const slider = useRef<KeenSliderInstance | null>(null);
  const initial = useRef(0);
  // Read by the running autoplay, so pausing it does not rebuild the slider.
  const pausedNow = useRef(paused);
  useEffect(() => {
    pausedNow.current = paused;
  }, [paused]);
  const sliding = count > 1;

  useEffect(() => {
    if (!track || !sliding || started) return;
    initial.current = slideInView(track, count);
    setCurrent(initial.current);
    setStarted(true);
  }, [track, sliding, started, count]);

  // Before the browser paints the new class: the strip's scroll gives way to keen-slider's own moves.
  useLayoutEffect(() => {
    if (!track || !started) return;
    track.scrollTo({ left: 0 });
    const spacing = parseFloat(getComputedStyle(track).getPropertyValue('--slide-gap')) || 0;
    const instance = startSlider(track, {
      initial: initial.current,
      loop,
      selector: `.${SLIDE_CLASS}`,
      slides: { perView, spacing },
      defaultAnimation: { duration: prefersReducedMotion() ? 0 : transitionMs },
      // Details are null until the track has a size (a hidden popup, a page still laying out).
      slideChanged: (moved) => setCurrent((moved.track.details as typeof moved.track.details | null)?.rel ?? 0),
    });
    slider.current = instance;
    // The track is focusable: the arrow keys move it, as they scrolled the strip.
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== track) return;
      if (event.key === 'ArrowLeft') instance.prev();
      else if (event.key === 'ArrowRight') instance.next();
    };
    track.addEventListener('keydown', onKey);
    // Focus moved by Tab to a slide out of view scrolls the track as the browser would a strip; keen-slider moves by
    // transforms, so the scroll is undone and the slider brings that slide into view instead.
    const onScroll = () => {
      if (track.scrollLeft === 0) return;
      track.scrollLeft = 0;
      const slide = instance.slides.findIndex((element) => element.contains(document.activeElement));
      if (slide >= 0) instance.moveToIdx(slide);
    };
    track.addEventListener('scroll', onScroll);
    const stopAutoplay = autoplayMs ? autoplay(instance, track, autoplayMs, () => pausedNow.current) : undefined;
    return () => {
      stopAutoplay?.();
      track.removeEventListener('keydown', onKey);
      track.removeEventListener('scroll', onScroll);
      slider.current = null;
      instance.destroy();
    };
  }, [track, started, loop, transitionMs, perView, autoplayMs]);

  // Slides added or taken away later (a banner whose picture failed, a row's next games) update it in place.
  useLayoutEffect(() => {
    if (slider.current && slider.current.slides.length !== count) slider.current.update();
  }, [count]);

  const goTo = useCallback(
    (index: number) => {
      if (slider.current) slider.current.moveToIdx(index);
      else if (track) track.scrollTo({ left: index * stepOf(track), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [track],
  );
  const previous = useCallback(() => (slider.current ? slider.current.prev() : goTo(current - 1)), [goTo, current]);
  const next = useCallback(() => (slider.current ? slider.current.next() : goTo(current + 1)), [goTo, current]);

  return { ref: setTrack, trackClass: started ? 'keen-slider' : 'snap-track', current, goTo, previous, next };
}
