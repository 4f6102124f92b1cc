import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '../../../contract/domain';
import type { PageHint, RenderedPage } from '../../../contract/page-rendering';
import { languageFromCookies, signedInFromCookies } from './page-cookies';
import { createPageRendering, inProcessCalls } from './page-rendering';

/** The API's own paths (bare prefixes included): an unknown one is answered with the JSON envelope, never the app. */
export const isApiPath = (rawUrl: string) => /^\/(wps|lgw|dev|office\/api)(\/|\?|$)/i.test(rawUrl);

/** Paths the single-page app answers with its shell. */
const APP_PATHS = /^\/(m(\/.*)?)?$/;

/** The paths whose page is Home (the aliases the app sends on to /m/home included). */
const HOME_PAGE_PATHS: ReadonlySet<string> = new Set(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);

/** Files of the build that are not the browser's: the app's server rendering. */
const NOT_FOR_BROWSERS = /^(ssr\/|\.)/;

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Where an unknown page address lands. */
const HOME_PATH = '/m/home';

/**
 * An unknown address a player may have typed or followed: outside the app's files and the
 * platform's own folders, and naming no file. It lands on Home, as the app's router would send
 * it once the service worker answers navigations; before then only the server can.
 */
const landsOnHome = (url: string) =>
  !/^\/(assets|cdn|icons|media|pay|support|office|ws|protection|vendor-demo)(\/|$)/i.test(url) && !/\.[a-z0-9]+$/i.test(url);

/**
 * Serves the built PWA: hashed assets are immutable for a year, the HTML, the service
 * worker and the manifest must be revalidated every time so a new version is seen.
 */
export async function registerStaticApp(app: FastifyInstance, distDir: string): Promise<void> {
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
    allowedPath: (pathName) => !NOT_FOR_BROWSERS.test(pathName.replace(/^\/+/, '')),
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
  const rendering = createPageRendering(root);

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.raw.url ?? request.url)) return reply.callNotFound();
    const url = request.url.split('?')[0] ?? '/';
    const rel = decodeURIComponent(url).replace(/^\/+/, '');
    if (rel && !rel.includes('..') && !NOT_FOR_BROWSERS.test(rel) && existsSync(path.join(root, rel)) && !rel.endsWith('/')) {
      return reply.sendFile(rel);
    }
    if (!APP_PATHS.test(url)) {
      if (landsOnHome(url)) return reply.redirect(HOME_PATH, 302);
      return reply.code(404).type('text/plain').send('Not found');
    }
    const pagePath = HOME_PAGE_PATHS.has(url) ? HOME_PATH : url;
    const hint = rendering.hintsFor(pagePath);
    const render = hint?.painted ? rendering.renderer() : null;
    // The page's hints leave with the head, before its data is read: the browser fetches them meanwhile.
    const language = languageFromCookies(request.headers.cookie);
    const page = startPage(request, reply, indexHtml(), hint, language);
    const rendered = render
      ? await render
          .then((renderPage) =>
            renderPage({
              url: pagePath === url ? request.url : pagePath,
              language,
              signedIn: signedInFromCookies(request.headers.cookie),
              userAgent: request.headers['user-agent'] ?? null,
              call: inProcessCalls(app, request),
            }),
          )
          .catch((error: unknown) => {
            // Without its first screen a page still works: the app draws it itself.
            request.log.warn({ err: error }, 'page not rendered');
            return null;
          })
      : null;
    page.finish(rendered);
    return reply;
  });

  // A form of a page the server drew, sent the browser's way before the app took the page over: its
  // content is read by no one (the body is never parsed) and the player gets the page back, to send it the app's way.
  app.route({
    method: 'POST',
    url: '/m/*',
    onRequest: async (request, reply) => reply.redirect(request.url, 303),
    handler: async () => undefined,
  });
}

type Encoder = Transform & { flush: (kind?: number) => void };

/** The encoding of a page sent as it is written: Brotli at a speed fit for every request, else gzip. */
function pageEncoding(request: FastifyRequest): { name: 'br' | 'gzip'; stream: () => Encoder; flush: (stream: Transform) => void } | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    return {
      name: 'br',
      stream: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      flush: (stream) => (stream as Encoder).flush(constants.BROTLI_OPERATION_FLUSH),
    };
  if (/\bgzip\b/.test(accepted))
    return { name: 'gzip', stream: () => createGzip(), flush: (stream) => (stream as Encoder).flush(constants.Z_SYNC_FLUSH) };
  return null;
}

/**
 * Sends the app's page in two parts: at once, the head with the page's hints and the opening of the
 * root element; then the rendered first screen (or nothing: the app draws it) and the rest.
 */
function startPage(request: FastifyRequest, reply: FastifyReply, html: string, hint: PageHint | null, cookieLanguage: string | null) {
  const at = html.indexOf(ROOT_ELEMENT);
  const [head, tail] = at >= 0 ? [html.slice(0, at), html.slice(at + ROOT_ELEMENT.length)] : [html, ''];
  // A first visit's texts are the default language's (the operator's own default is known only once the page renders).
  const language = cookieLanguage ?? DEFAULT_LANGUAGE;
  const scripts = hint ? [...hint.scripts, ...(hint.texts[language] ?? [])] : [];
  // With the crossorigin of the app's own module loads (the entry script, start-up's preloads): Firefox
  // fetches a hinted module's imports with its credentials, and refuses a second preload of one of them made otherwise.
  if (scripts.length) void reply.header('link', scripts.map((file) => `</${file}>; rel=modulepreload; crossorigin`).join(', '));
  const withHints = withPageStyles(
    withHeadLinks(head, scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`).join('')),
    (hint?.styles ?? []).map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}" crossorigin>`).join(''),
  );
  const encoding = pageEncoding(request);
  const out = encoding ? encoding.stream() : new PassThrough();
  // The page is drawn for its language and signed-in kind (cookies) and, on the install guide, for the phone and
  // browser that asked: a shared cache in front keeps one copy per each.
  void reply.header('cache-control', 'no-cache').header('vary', 'cookie, user-agent, accept-encoding').type('text/html; charset=utf-8');
  if (encoding) void reply.header('content-encoding', encoding.name);
  void reply.send(out);
  out.write(`${withHints}<div id="root">`);
  // Compressed, the head would wait in the encoder for the rest: it leaves now.
  if (encoding) encoding.flush(out);
  return {
    finish(page: RenderedPage | null): void {
      out.end(page ? `${page.root}</div>${page.facts}${tail}` : `</div>${tail}`);
    },
  };
}

/**
 * The page with `links` at the top of `<head>`, ahead of the scripts: what the page needs first
 * would otherwise queue, on a phone's few connections, behind a dozen scripts.
 */
function withHeadLinks(page: string, links: string): string {
  if (!links) return page;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(page);
  if (charset) return page.slice(0, charset.index + charset[0].length) + links + page.slice(charset.index + charset[0].length);
  return page.replace('<head>', `<head>${links}`);
}

/** The page with `links` at the end of `<head>`, after the app's own stylesheet, in the order the app adds them. */
function withPageStyles(page: string, links: string): string {
  if (!links) return page;
  const end = page.indexOf('</head>');
  return end >= 0 ? page.slice(0, end) + links + page.slice(end) : page + links;
}
