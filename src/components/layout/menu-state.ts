import { proxy } from 'valtio';

/** Which shell overlay is open; at most one at a time. */
export type ShellOverlay = 'side' | 'drop' | 'download' | 'service' | null;

export const menuState = proxy<{ open: ShellOverlay }>({ open: null });

export function openOverlay(overlay: Exclude<ShellOverlay, null>): void {
  menuState.open = overlay;
}

export function toggleOverlay(overlay: Exclude<ShellOverlay, null>): void {
  menuState.open = menuState.open === overlay ? null : overlay;
}

export function closeOverlays(): void {
  menuState.open = null;
}
