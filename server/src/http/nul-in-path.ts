import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from './api-error';

/** A NUL byte, written or percent-encoded, in the path part of a request's target. */
const hasNul = (target: string) => {
  const pathEnd = target.indexOf('?');
  const path = pathEnd === -1 ? target : target.slice(0, pathEnd);
  return path.includes('\0') || /%00/i.test(path);
};

/**
 * No page, file or call has a NUL in its path: such a request is refused with 400 and an
 * errorCode before it reaches a route, a static file lookup or the page renderer.
 */
export function refuseNulInPath(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hasNul(request.raw.url ?? request.url)) throw new ApiError(400, ERROR_CODES.badRequest, 'path: a NUL byte is not allowed');
  });
}
