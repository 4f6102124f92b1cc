import { useEffect, useState, type RefObject } from 'react';

/** A slow image never keeps the popup away for longer than this. */
export const POPUP_IMAGE_WAIT_MS = 3000;

const settled = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

/**
 * True once `ready` holds and every image inside `box` has loaded or failed (or the wait ran
 * out). A box that appears at its final size never jumps under the player's thumb as its
 * images arrive; one that grew in place moved the close button and the text.
 */
export function useShownWhenSettled(box: RefObject<HTMLElement | null>, ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || shown) return;
    let cancelled = false;
    const show = () => {
      if (!cancelled) setShown(true);
    };
    const images = Array.from(box.current?.querySelectorAll('img') ?? []);
    const timer = setTimeout(show, POPUP_IMAGE_WAIT_MS);
    void Promise.all(images.map(settled)).then(show);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [box, ready, shown]);
  return shown;
}
