import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withFirstScreen, withHeadLinks, withPageStyles, type FirstScreen } from './first-screen';
import { NO_LINKS, type PageLinks } from './page-preloads';

/**
 * Builds the first screen of the app page at `path` for one request (its language comes from the
 * request's cookie); null for a page the server does not paint.
 */
export type PaintFirstScreen = (request: FastifyRequest, path: string) => Promise<FirstScreen | null>;

/** Links for the head of the app page at `path` that ask early for what it shows first. */
export type PageHints = (request: FastifyRequest, path: string) => Promise<PageLinks>;

/** The API's own paths (bare prefixes included): an unknown one is answered with the JSON envelope, never the app. */
export const isApiPath = (rawUrl: string) => /^\/(wps|lgw|dev)(\/|\?|$)/i.test(rawUrl);

/** Paths the single-page app answers with its shell. */
const APP_PATHS = /^\/(m(\/.*)?)?$/;

/**
 * Serves the built PWA: hashed assets are immutable for a year, the HTML, the service
 * worker and the manifest must be revalidated every time so a new version is seen.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  distDir: string,
  firstScreen?: PaintFirstScreen,
  pageHints?: PageHints,
): Promise<void> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built app found; serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes Brotli and gzip copies of its text files (build/precompress.ts): sent as they are.
    preCompressed: true,
    // Only setHeaders decides caching; the plugin's own default would answer `public, max-age=0`.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      // One address, a Brotli, gzip or plain body by the request's Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
      if (rel.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  const indexFile = path.join(root, 'index.html');
  let index = { mtimeMs: -1, html: '' };
  // Re-read after a rebuild while the server runs.
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return index.html;
  };

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.raw.url ?? request.url)) return reply.callNotFound();
    const url = request.url.split('?')[0] ?? '/';
    const rel = decodeURIComponent(url).replace(/^\/+/, '');
    if (rel && !rel.includes('..') && existsSync(path.join(root, rel)) && !rel.endsWith('/')) {
      return reply.sendFile(rel);
    }
    if (APP_PATHS.test(url)) {
      // Without its first screen or hints a page still works: the app draws it itself.
      const [screen, hints] = await Promise.all([
        firstScreen
          ? firstScreen(request, url).catch((error: unknown) => {
              request.log.warn({ err: error }, 'first screen not painted');
              return null;
            })
          : null,
        pageHints
          ? pageHints(request, url).catch((error: unknown) => {
              request.log.warn({ err: error }, 'page hints not written');
              return NO_LINKS;
            })
          : NO_LINKS,
      ]);
      if (screen || hints.head || hints.styles) {
        // The first screen's picture goes in ahead of the hints: it is what the player looks at.
        const hinted = withPageStyles(withHeadLinks(indexHtml(), hints.head), hints.styles);
        const html = screen ? withFirstScreen(hinted, screen) : hinted;
        return reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(html);
      }
      void reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
