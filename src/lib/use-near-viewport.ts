import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the screen, and from then on. Parts of a
 * long page far below the first screen use it to draw their content only when the player
 * scrolls towards them, so the first screen is not kept waiting by what nobody sees yet.
 */
export function useNearViewport<T extends Element>(enabled: boolean, margin = '600px 0px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // What comes into view draws in slices, so a swipe or scroll under way keeps its frames.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near];
}
