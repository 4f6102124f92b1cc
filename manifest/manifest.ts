import type { ManifestOptions } from 'vite-plugin-pwa';
import { SCREENSHOT_SIZE, SCREENSHOTS, SCREENSHOTS_DIR } from './install-images';

/** The dark theme's page colour; the browser UI and splash screen match it. */
export const THEME_COLOR = '#0a1128';
export const BACKGROUND_COLOR = '#0a1128';

/** The web app manifest: installable, standalone, opening on Home. */
export const manifest: Partial<ManifestOptions> = {
  id: '/m/home',
  name: 'Tala — Games & Rewards',
  short_name: 'Tala',
  description: 'Play slots, live casino, fishing, sports and more — fast on any phone, even on a weak signal.',
  lang: 'fil',
  dir: 'ltr',
  start_url: '/m/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['games', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Android shows its richer install sheet only with screenshots (drawn from the build: npm run install-images).
  screenshots: SCREENSHOTS.map((shot) => ({
    src: `/${SCREENSHOTS_DIR}/${shot.file}`,
    sizes: `${SCREENSHOT_SIZE.width}x${SCREENSHOT_SIZE.height}`,
    type: 'image/png',
    form_factor: 'narrow',
    label: shot.label,
  })),
};
