import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../contract/errors';
import type { ServerConfig } from '../config';
import { ApiError } from './api-error';

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
};

/** As Node tells an upgrade apart: it hands such a request's connection over, out of its HTTP parser. */
const askedToUpgrade = (request: FastifyRequest) =>
  request.headers.upgrade !== undefined && /(^|,)\s*upgrade\s*(,|$)/i.test(String(request.headers.connection ?? ''));

/** The page's origin is the site itself: the host it was asked for (a trusted proxy's X-Forwarded-Host), or one the operator names. */
function siteOwns(origin: string, request: FastifyRequest, siteOrigins: readonly string[]): boolean {
  if (siteOrigins.includes(origin.toLowerCase())) return true;
  const host = hostOf(origin);
  return host !== null && host === request.host.toLowerCase();
}

/**
 * The doors of WebSocket upgrades (the live chat's and the support console's sockets).
 *
 * A WebSocket is not bound by the browser's same-origin rules, and the support console's socket
 * rides on its cookie: a page elsewhere could open it in a signed-in person's name. So an upgrade
 * a browser sends from another site's page (its Origin header) is refused with 403. A client
 * that sends no Origin is no browser, and carries no one's cookie but its own.
 *
 * An upgrade answered with a plain HTTP answer instead (this refusal, a NUL in the path, a
 * closed site) has left Node's HTTP parser: nothing reads its connection again, so it is closed
 * once the answer is out rather than left open until the client goes.
 */
export function guardSocketUpgrades(app: FastifyInstance, config: Pick<ServerConfig, 'siteOrigins'>): void {
  const siteOrigins = config.siteOrigins.map((origin) => origin.toLowerCase().replace(/\/$/, ''));
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const origin = request.headers.origin;
    if (origin === undefined || siteOwns(origin, request, siteOrigins)) return;
    throw new ApiError(403, ERROR_CODES.noPermission, 'This page may not open a connection to the site');
  });
  app.addHook('onResponse', async (request) => {
    if (askedToUpgrade(request)) request.raw.socket.end();
  });
}
