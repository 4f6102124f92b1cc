import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_HINTS_FILE, PAGE_RENDERER_FILE, type PageHint, type PageHints, type RenderPage } from '../../../contract/page-rendering';

/** A file of the build read again whenever a rebuild changed it while the server runs. */
function builtFile<T>(file: string, read: (file: string, mtimeMs: number) => T): () => T | null {
  let held: { mtimeMs: number; value: T } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (held?.mtimeMs !== mtimeMs) held = { mtimeMs, value: read(file, mtimeMs) };
    return held.value;
  };
}

/** The app's own server rendering, from its build (dist/ssr), and its pages' hints (dist/.vite/page-hints.json). */
export function createPageRendering(distDir: string) {
  const renderer = builtFile(path.join(distDir, PAGE_RENDERER_FILE), (file, mtimeMs) =>
    import(`${pathToFileURL(file).href}?built=${mtimeMs}`).then((module: { renderPage: RenderPage }) => module.renderPage),
  );
  const hints = builtFile(path.join(distDir, PAGE_HINTS_FILE), (file) => JSON.parse(readFileSync(file, 'utf8')) as PageHints);
  return {
    /** The app's renderer; null when the build has none. */
    renderer: (): Promise<RenderPage> | null => renderer(),
    /** What the page at `pagePath` needs first, from the build: no database, no rendering. */
    hintsFor: (pagePath: string): PageHint | null => hints()?.[pagePath] ?? null,
  };
}

/**
 * Answers the app's calls while it renders a page, inside the platform: the same routes, checks and
 * answers a browser gets, from the player's own address (region rules apply to them).
 */
export function inProcessCalls(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}
