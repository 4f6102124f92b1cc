import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves the back office's page app (built into dist-office/ beside the player app's dist/):
 * its hashed files for a year, its page for every address under /office/ that is not a call.
 * Nothing here reaches the player app's bundles or service worker.
 */
export function registerOfficeApp(app: FastifyInstance, distDir: string): void {
  const root = path.resolve(distDir, '../dist-office');
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'no built back office found (run `npm run build`)');
    return;
  }
  let index = { mtimeMs: -1, html: '' };
  // Read again after a rebuild while the server runs.
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return index.html;
  };

  app.get('/office', (_request, reply) => reply.redirect('/office/'));
  app.get<{ Params: { '*': string } }>('/office/assets/*', (request, reply) => {
    const name = request.params['*'];
    const file = path.join(root, 'assets', name);
    if (!/^[\w.-]+$/.test(name) || !existsSync(file)) return reply.callNotFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream')
      .send(createReadStream(file));
  });
  app.get('/office/*', (request, reply) => {
    if (/^\/office\/api(\/|\?|$)/.test(request.url)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  });
}
