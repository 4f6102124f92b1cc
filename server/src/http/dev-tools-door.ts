import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../contract/errors';
import { isLoopback } from './connections';

/**
 * Headers a proxy adds when it passes a request on. A reverse proxy on the same host connects
 * from loopback, so the address alone cannot tell the machine's own tester from an outsider
 * behind it: a request carrying any of these came through one.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
];

const carriesForwardingHeader = (headers: FastifyRequest['headers']) =>
  Object.keys(headers).some((name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name));

const DEV_PATH = /^\/dev(\/|$)/;

/**
 * Development tools read SMS codes and captcha answers and move money: they answer a
 * connection from the machine itself that came through no proxy, and are unknown to anyone else.
 * The route's own path is checked as well as the address asked for, so no spelling of the
 * address (percent-encoded, doubled slashes) reaches a tool past this door.
 */
export function guardDevTools(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!DEV_PATH.test(path) && !DEV_PATH.test(request.routeOptions.url ?? '')) return;
    if (isLoopback(request.socket.remoteAddress) && !carriesForwardingHeader(request.headers)) return;
    return reply.code(404).send({ success: false, errorCode: ERROR_CODES.notFound, message: 'No such call' });
  });
}
