/** Scrolling counts as over once the page has been still this long. */
export const SCROLL_SETTLE_MS = 150;

type Listener = () => void;

/**
 * Whether the page is being scrolled right now. Rows that appear mid-scroll draw a light
 * placeholder and become full tiles (art, buttons) once scrolling settles, so a fast
 * fling on a slow phone does not stall on images and buttons it flies past.
 */
export function createScrollActivity() {
  let scrolling = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  return {
    isScrolling: () => scrolling,
    /** Calls `listener` once, when the current scroll settles (at once if the page is still). */
    whenSettled(listener: Listener): () => void {
      if (!scrolling) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onScroll(): void {
      scrolling = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        scrolling = false;
        const waiting = [...listeners];
        listeners.clear();
        waiting.forEach((listener) => listener());
      }, SCROLL_SETTLE_MS);
    },
    dispose(): void {
      clearTimeout(timer);
      listeners.clear();
    },
  };
}

export type ScrollActivity = ReturnType<typeof createScrollActivity>;
