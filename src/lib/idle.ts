/**
 * Scheduling for work the first screen does not need: it waits until the browser is idle,
 * and (for Home) until the page has drawn its first content, so it never competes with it.
 */

/** The performance mark Home sets once it has drawn its first content from data and answers input. */
export const INTERACTIVE_MARK = 'tala:interactive';

type Task = () => void;

/** Runs `task` once the browser is idle, at the latest after `timeoutMs`; answers a cancel function. */
export function whenIdle(task: Task, timeoutMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeoutMs, 200));
  return () => clearTimeout(id);
}

let interactive = false;
const waiting = new Set<Task>();

/** Home calls this once its first sections show data (or their failure): later work may start. */
export function markInteractive(): void {
  if (interactive) return;
  interactive = true;
  performance.mark?.(INTERACTIVE_MARK);
  for (const release of [...waiting]) release();
}

/** Home marks itself interactive; while it is the page shown, deferred work waits for the mark this long at most. */
const HOME_PATH = '/m/home';
const HOME_WAIT_MS = 15_000;

/**
 * Runs `task` at the first idle moment after the page became interactive. Elsewhere than
 * Home (no page but Home marks itself) the task is released after `fallbackMs`.
 */
export function afterInteractive(task: Task, fallbackMs = 3000): () => void {
  let cancelIdle: (() => void) | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const startedAt = Date.now();
  const release = () => {
    waiting.delete(release);
    clearTimeout(fallback);
    if (!cancelIdle) cancelIdle = whenIdle(task);
  };
  const onFallback = () => {
    const onHome = window.location.pathname === HOME_PATH;
    if (onHome && Date.now() - startedAt < HOME_WAIT_MS) fallback = setTimeout(onFallback, fallbackMs);
    else release();
  };
  if (interactive) release();
  else {
    waiting.add(release);
    fallback = setTimeout(onFallback, fallbackMs);
  }
  return () => {
    waiting.delete(release);
    clearTimeout(fallback);
    cancelIdle?.();
  };
}

/** Runs `task` after the window's load event, once the page is interactive and the browser idle. */
export function afterLoad(task: Task): void {
  const start = () => void afterInteractive(task);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
