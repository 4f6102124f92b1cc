import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { config as zodConfig, locales } from 'zod/mini';
import { ERROR_CODES } from '../../contract/errors';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { ApiError } from './http/api-error';
import type { AppContext } from './http/context';
import { firstScreen, languageFromCookies } from './http/first-screen';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticApp } from './http/static-app';
import { registerRoutes } from './routes';
import { createServices } from './services';

export interface BuildOptions {
  config: ServerConfig;
  db: Database;
  logger?: boolean;
}

const API_PREFIXES = ['/wps/', '/lgw/', '/dev/'];

// The contract's schemas are zod/mini, which ships no messages: a malformed request's 400 names its problem in English.
zodConfig(locales.en());

export async function buildApp({ config, db, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ success: false, errorCode: error.errorCode, message: error.message, value: error.value });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an oversized body: the caller's mistake, never a 5xx.
      return reply.code(400).send({ success: false, errorCode: ERROR_CODES.badRequest, message: (error as Error).message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, errorCode: ERROR_CODES.internal, message: 'Unknown error' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (API_PREFIXES.some((p) => request.url.startsWith(p))) {
      return reply.code(404).send({ success: false, errorCode: ERROR_CODES.notFound, message: 'No such call' });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  const ctx: AppContext = { config, db, sessions: { resolve: async () => null }, openSealedBody: null };
  const services = createServices(ctx);
  registerRoutes(app, ctx, services);
  await registerStaticApp(app, config.distDir, async (request) => {
    const language = languageFromCookies(request.headers.cookie);
    return firstScreen(await services.catalogue.announcements.firstHomeBanner(language), language);
  });
  return app;
}
