import { useSyncExternalStore } from 'react';

/*
 * A page the server rendered is taken over by hydration: the browser's first render must draw
 * exactly what the server drew, from what the server knew. What only the device knows (the signed-in
 * member's name, stored favourites, the balance) is drawn in the render right after.
 */

const noChange = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it; true in every other
 * render (React renders again once hydration is done).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

let markDrawn: () => void = () => undefined;
const drawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/** Start-up calls this once the first screen is on the page, hydrated or drawn by the app itself. */
export const firstScreenDrawn = (): void => markDrawn();

/**
 * Resolves once the first screen is on the page. What the device stored (favourites, the balance)
 * waits for it: applied while a page hydrates, it would make the browser's render differ from the
 * server's.
 */
export const afterFirstScreen = (): Promise<void> => drawn;
