import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ART_KINDS, createArtResolver, type Art, type ArtKind } from '../art/resolve';
import type { AppContext } from '../http/context';

const LONG_CACHE = 'public, max-age=604800, immutable';
/** Rendered images kept in memory; the catalogue has about two thousand. */
const MAX_CACHED = 5000;

interface Rendered extends Art {
  etag: string;
}

/**
 * Serves the generated art (vendor marks, game tiles, banners, promotions, flags, app
 * icons) under every image CDN base that is a path on this server, e.g. /cdn.
 */
export function registerCdnRoutes(app: FastifyInstance, ctx: AppContext): void {
  const resolver = createArtResolver(ctx.db);
  const cache = new Map<string, Rendered>();
  const drawing = new Map<string, Promise<Rendered | null>>();

  const draw = async (kind: ArtKind, file: string, key: string): Promise<Rendered | null> => {
    // A game tile takes some tens of milliseconds to draw: let waiting calls run between tiles of a page.
    await new Promise((resolve) => setImmediate(resolve));
    const art = await resolver.render(kind, file);
    if (art === null) return null;
    if (cache.size >= MAX_CACHED) cache.clear();
    const rendered = { ...art, etag: `"${createHash('sha1').update(art.body).digest('base64url').slice(0, 22)}"` };
    cache.set(key, rendered);
    return rendered;
  };

  const render = (kind: ArtKind, file: string): Promise<Rendered | null> => {
    const key = `${kind}/${file}`;
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    // The same image asked for twice at once (two rows showing one game) is drawn once.
    let pending = drawing.get(key);
    if (!pending) {
      pending = draw(kind, file, key).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };

  for (const base of localBases(ctx.config.imageCDNs)) {
    for (const kind of ART_KINDS) {
      app.get<{ Params: { file: string } }>(`${base}/${kind}/:file`, async (request, reply) => {
        const rendered = await render(kind, request.params.file);
        if (!rendered) return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
        void reply.header('cache-control', LONG_CACHE).header('etag', rendered.etag).type(rendered.type);
        if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
        return reply.send(rendered.body);
      });
    }
  }
}

/** The configured bases served here: paths such as /cdn, not other hosts; each once. */
export function localBases(bases: string[]): string[] {
  const local = bases
    .filter((b) => b.startsWith('/') && !b.startsWith('//'))
    .map((b) => b.replace(/\/+$/, ''))
    .filter((b) => b.length > 0 && /^[A-Za-z0-9/_-]+$/.test(b));
  return [...new Set(local)];
}
