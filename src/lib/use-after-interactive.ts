import { startTransition, useEffect, useState } from 'react';
import { afterInteractive, holdDeferredWork } from './idle';

/**
 * False until the page is interactive and the browser idle (see `afterInteractive`), then
 * true: what a screen shows below the fold, or over itself later, waits for it. While
 * `enabled` is false nothing is scheduled. What it releases renders as a transition, in
 * slices the browser can interrupt.
 */
export function useAfterInteractive(enabled = true, fallbackMs?: number): boolean {
  const [released, setReleased] = useState(false);
  useEffect(
    () => (enabled && !released ? afterInteractive(() => startTransition(() => setReleased(true)), fallbackMs) : undefined),
    [enabled, released, fallbackMs],
  );
  return released;
}

/** Holds deferred work while the calling page is shown, until it calls `markInteractive` (see `holdDeferredWork`). */
export function useHoldDeferredWork(): void {
  useEffect(() => holdDeferredWork(), []);
}
