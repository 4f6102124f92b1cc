import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { pwaState } from '@/lib/pwa';

/** A swipe that starts this close to the left edge is a swipe back. */
const EDGE_PX = 24;
/** The browser's own back swipe is under way past this distance: the page must not fade as well. */
const NATIVE_SWIPE_PX = 60;
/** Our own back swipe (installed app, where the browser has none) needs this distance. */
const APP_SWIPE_PX = 100;
/** A suppression waits this long for the navigation it belongs to. */
const SUPPRESS_MS = 1000;

/**
 * Pages fade in over 300 ms when a new page is drawn; a swipe back shows the previous
 * page at once, as the browser's own gesture already animated it. The page drawn is the
 * router's resolved location: while the next page's data loads the address has already
 * changed, and fading then would replay the fade on the page being left.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const router = useRouter();
  const suppressUntil = useRef(0);
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    let startX = -1;
    let startY = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startX = touch && touch.clientX <= EDGE_PX ? touch.clientX : -1;
      startY = touch?.clientY ?? 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startX < 0 || !touch) return;
      if (touch.clientX - startX >= NATIVE_SWIPE_PX) suppressUntil.current = Date.now() + SUPPRESS_MS;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (startX < 0 || !touch) return;
      const dx = touch.clientX - startX;
      const dy = Math.abs(touch.clientY - startY);
      startX = -1;
      if (pwaState.standalone && dx >= APP_SWIPE_PX && dy < dx / 2 && router.history.canGoBack()) {
        suppressUntil.current = Date.now() + SUPPRESS_MS;
        router.history.back();
      }
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
    };
  }, [router]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (first.current) {
      // The first page paints straight away: a fade would only delay the largest paint.
      first.current = false;
      return;
    }
    element.classList.remove('page-fade');
    if (Date.now() < suppressUntil.current) {
      suppressUntil.current = 0;
      return;
    }
    void element.offsetWidth;
    element.classList.add('page-fade');
  }, [pathname]);

  return (
    <div ref={box} className="page" data-path={pathname}>
      {children}
    </div>
  );
}
