import compress from '@fastify/compress';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { config as zodConfig, locales } from 'zod/mini';
import { ERROR_CODES } from '../../contract/errors';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { loadSealingKey } from './crypto/sealing-key';
import { ApiError } from './http/api-error';
import { limitConnections } from './http/connections';
import { guardDevTools } from './http/dev-tools-door';
import { registerJsonBodyParser } from './http/json-nesting';
import { loggerOptions } from './http/log';
import { refuseNulInPath } from './http/nul-in-path';
import { registerSecurityHeaders, SECURITY_HEADERS } from './http/security-headers';
import { registerSiteSwitches } from './http/site-switches';
import { guardSocketUpgrades } from './http/socket-upgrades';
import { registerOfficeApp } from './http/office-app';
import { isApiPath, registerStaticApp } from './http/static-app';
import { registerTransportSecurity } from './http/transport-security';
import { registerRoutes } from './routes';
import { registerSchedules } from './schedules';
import { configureHashing } from './services/accounts/passwords';
import { createServices } from './services';
import type { EventBus } from './services/events';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's events: one bus per app, its handlers subscribed by the composition root. */
    events: EventBus;
  }
}

export interface BuildOptions {
  config: ServerConfig;
  db: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: Writable;
}

// The contract's schemas are zod/mini, which ships no messages: a malformed request's 400 names its problem in English.
zodConfig(locales.en());

export async function buildApp({ config, db, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const { http } = config;
  const app = Fastify({
    logger: logger || logStream ? loggerOptions(config.logLevel, logStream) : false,
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // A client trickling its headers or body is cut off; so is a kept-alive connection left idle.
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(http.headersTimeoutMs, http.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(50, Math.floor(Math.min(http.headersTimeoutMs, http.requestTimeoutMs) / 4)),
    },
    clientErrorHandler: answerUnparsedRequest,
  });
  limitConnections(app.server, config);
  configureHashing(config.hashing);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerJsonBodyParser(app);

  registerSecurityHeaders(app, config);
  registerTransportSecurity(app);
  refuseNulInPath(app);
  guardSocketUpgrades(app, config);
  await app.register(compress, { threshold: 1024 });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
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
    if (isApiPath(request.raw.url ?? request.url) || isApiPath(request.url)) {
      return reply.code(404).send({ success: false, errorCode: ERROR_CODES.notFound, message: 'No such call' });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  guardDevTools(app);

  registerSiteSwitches(app, config);

  const services = createServices({ config, db }, await loadSealingKey(db));
  // The stored switches hold from the first request on: the configuration gives only the starting values.
  await services.siteSwitches.load();
  // Tests make members the way accounts does, announcing each to this app's handlers.
  app.decorate('events', services.events);
  registerRoutes(app, services.ctx, services);
  await registerSchedules(app, services);
  registerOfficeApp(app, config.distDir);
  await registerStaticApp(app, config.distDir);
  return app;
}

/**
 * Answers a request Node could not parse (bad syntax 400, headers too large 431, too slow 408)
 * with the JSON envelope and the security headers, then closes the connection.
 */
function answerUnparsedRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ success: false, errorCode: ERROR_CODES.badRequest, message: STATUS_CODES[status] });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
