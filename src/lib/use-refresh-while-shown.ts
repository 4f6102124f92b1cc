import { useEffect } from 'react';

/**
 * Asks again every `everyMs` while the page is on screen and the device online, and at once when
 * the page comes back into view: a hidden tab or a phone in a pocket asks for nothing.
 */
export function useRefreshWhileShown(refresh: () => void, everyMs: number, active = true): void {
  useEffect(() => {
    if (!active) return;
    const shown = () => document.visibilityState === 'visible' && navigator.onLine;
    const timer = setInterval(() => {
      if (shown()) refresh();
    }, everyMs);
    const onVisible = () => {
      if (shown()) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [refresh, everyMs, active]);
}
