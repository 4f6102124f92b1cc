import type { MouseEvent } from 'react';

/**
 * Click handler for a modal's backdrop: a tap on the backdrop itself (not on the panel it holds)
 * closes. The backdrop is marked `role="presentation"`; keyboard and screen-reader users close
 * with Escape or the panel's own close button.
 */
export const closeOnBackdropTap = (close: () => void) => (event: MouseEvent<HTMLElement>) => {
  if (event.target === event.currentTarget) close();
};
