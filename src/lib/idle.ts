/**
 * Scheduling for work the first screen does not need: it waits until the browser is idle,
 * and, when the page shown holds deferred work, until that page has drawn its first content,
 * so it never competes with it. Nothing here knows which pages hold.
 */

/** The performance mark a holding page sets once it has drawn its first content from data and answers input. */
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
/** Tasks whose own wait ran out while a page held deferred work: released when the last hold ends. */
const overdue = new Set<Task>();
let holds = 0;

/** The page that holds deferred work calls this once its first content shows data (or its failure): later work may start. */
export function markInteractive(): void {
  if (interactive) return;
  interactive = true;
  performance.mark?.(INTERACTIVE_MARK);
  for (const release of [...waiting]) release();
}

/** How long one page may hold deferred work at most, should it never mark itself interactive. */
const LONGEST_HOLD_MS = 15_000;

/**
 * Called by a page whose first screen competes with deferred work (many calls and images at
 * once): until it calls `markInteractive`, deferred work waits for it past its own
 * fallback, for `LONGEST_HOLD_MS` at most. Answers the function that ends the hold (the page
 * calls it when it goes away). Pages that hold nothing let deferred work start after its fallback.
 */
export function holdDeferredWork(longestMs = LONGEST_HOLD_MS): () => void {
  holds += 1;
  let held = true;
  const end = () => {
    if (!held) return;
    held = false;
    clearTimeout(expiry);
    holds -= 1;
    if (holds === 0) for (const release of [...overdue]) release();
  };
  const expiry = setTimeout(end, longestMs);
  return end;
}

/**
 * Runs `task` at the first idle moment after the page became interactive, or after
 * `fallbackMs` when no page marks itself (a page holding deferred work makes it wait longer).
 */
export function afterInteractive(task: Task, fallbackMs = 3000): () => void {
  let cancelIdle: (() => void) | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    waiting.delete(release);
    overdue.delete(release);
    clearTimeout(fallback);
    if (!cancelIdle) cancelIdle = whenIdle(task);
  };
  const onFallback = () => {
    if (holds > 0) overdue.add(release);
    else release();
  };
  if (interactive) release();
  else {
    waiting.add(release);
    fallback = setTimeout(onFallback, fallbackMs);
  }
  return () => {
    waiting.delete(release);
    overdue.delete(release);
    clearTimeout(fallback);
    cancelIdle?.();
  };
}
