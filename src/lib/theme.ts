/**
 * The colour theme: dark by default, light when the player chose it in the settings. Kept in
 * localStorage (a word, nothing personal) because start-up reads it synchronously, before the
 * first frame, so a light page never flashes dark (src/app/boot/main.tsx reads the same key).
 */
export const THEME_KEY = 'tala.theme';
export type Theme = 'dark' | 'light';

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

export function setTheme(theme: Theme): void {
  if (theme === 'light') document.documentElement.dataset.theme = 'light';
  else delete document.documentElement.dataset.theme;
  try {
    if (theme === 'light') localStorage.setItem(THEME_KEY, theme);
    else localStorage.removeItem(THEME_KEY);
  } catch {
    // Storage may be unavailable: the choice holds until the page closes.
  }
}
