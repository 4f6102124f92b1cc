/**
 * The page the server drew is on screen before the app's scripts have arrived, and its buttons (a game
 * tile, a category) do nothing until the app takes it over: a player on a slow phone taps and nothing
 * happens. The last such tap is kept and made again once the app has taken over the very node tapped
 * (hydration keeps the server's nodes). From hydration on, React answers taps itself, so the keeping
 * stops when it starts. Links need nothing: the browser follows them.
 */
export interface EarlyTaps {
  /** Stops keeping taps: the app is about to take the page over. */
  stop(): void;
  /** Makes the kept tap again, if its button is still on the page. */
  replay(): void;
}

export function keepEarlyTaps(container: HTMLElement): EarlyTaps {
  let kept: HTMLButtonElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !container.contains(button)) return;
    // A button of a form would submit it the browser's way, away from the page.
    event.preventDefault();
    kept = button;
  };
  container.addEventListener('click', onClick, true);
  return {
    stop: () => container.removeEventListener('click', onClick, true),
    replay: () => {
      const button = kept;
      kept = null;
      if (button?.isConnected && !button.disabled) button.click();
    },
  };
}
