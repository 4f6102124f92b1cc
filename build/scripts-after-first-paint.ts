import type { Plugin } from 'vite';

/**
 * Gives the app's scripts low fetch priority in the built page. The page's first screen
 * (header and Home's banner, painted by the server) needs only the stylesheet and the banner
 * image; on a slow mobile link those arrive first and the scripts follow, instead of all of
 * them sharing the bandwidth while the player looks at a blank screen.
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'tala:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
    },
  };
}
