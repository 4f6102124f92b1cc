import type { ManifestOptions } from 'vite-plugin-pwa';

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
};
