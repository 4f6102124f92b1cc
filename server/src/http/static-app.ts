import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOME_PAGE_PATHS, withFirstScreen, withHeadLinks, type FirstScreen } from './first-screen';

/** Builds the markup of Home's first screen for one request (its language comes from the request's cookie). */
export type PaintFirstScreen = (request: FastifyRequest) => Promise<FirstScreen>;

/** Links for the head of the app page at `path` that ask early for what it shows first ('' for none). */
export type PageHints = (request: FastifyRequest, path: string) => Promise<string>;

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
    if (firstScreen && HOME_PAGE_PATHS.has(url)) {
      // Without its first screen the page still works: the app draws Home itself.
      const screen = await firstScreen(request).catch((error: unknown): FirstScreen => {
        request.log.warn({ err: error }, 'home first screen not painted');
        return { markup: '', bannerUrl: null };
      });
      const html = withFirstScreen(indexHtml(), screen);
      return reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(html);
    }
    if (APP_PATHS.test(url)) {
      const hints = pageHints
        ? await pageHints(request, url).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page hints not written');
            return '';
          })
        : '';
      if (hints) {
        const html = withHeadLinks(indexHtml(), hints);
        return reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(html);
      }
      void reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
