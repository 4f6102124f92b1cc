import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef } from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { allCalls } from '../../../contract/index';
import type { ServerConfig } from '../config';
import { regionRestrictedFor } from '../services/catalogue/region';
import { ApiError } from './api-error';
import { clientIp } from './context';

const callsByRoute = new Map<string, CallDef>(allCalls.map((call) => [`${call.method} ${call.path}`, call]));

/** The contract call a request was routed to, whichever way its route was registered; HEAD is its GET's. */
function callOf(request: FastifyRequest): CallDef | undefined {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return callsByRoute.get(`${method} ${request.routeOptions.url}`);
}

/** Why the site's switches refuse a call now, or null when they let it through. */
function siteRefusal(config: ServerConfig, call: CallDef, ip: string): ApiError | null {
  if (!call.whileSiteClosed) {
    if (config.maintenance) return new ApiError(503, ERROR_CODES.maintenance, 'Platform under maintenance');
    if (regionRestrictedFor(config, ip)) return new ApiError(403, ERROR_CODES.regionRestricted, 'IP or location restricted');
  }
  if (call.flag && !config.whitelabel[call.flag]) return new ApiError(403, ERROR_CODES.featureOff, 'No permission or feature unavailable');
  return null;
}

/**
 * The site's switches hold for every call of the contract, as its metadata declares them
 * (`whileSiteClosed`, `flag`), before the session or the body is read: file uploads and
 * calls registered in scopes of their own included. Switches flipped at run time count at once.
 */
export function registerSiteSwitches(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onRequest', async (request) => {
    const call = callOf(request);
    const refusal = call ? siteRefusal(config, call, clientIp(request)) : null;
    if (refusal) throw refusal;
  });
}
