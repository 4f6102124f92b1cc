import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allCalls } from '../../contract';
import { PROVIDER_CALLBACK_PATH } from '../../contract/account';
import { startPlatform, type TestPlatform } from './helpers';

/** "GET /wps/system/status" for every route the server registers, collected as Fastify adds them. */
const registered = vi.hoisted(() => new Set<string>());

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const createApp = actual.default as (...args: unknown[]) => FastifyModule.FastifyInstance;
  const withRouteList = ((...args: unknown[]) => {
    const app = createApp(...args);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteList };
});

/** The platform's API: what a client of the contract can call. CDN files, dev tools and the app's files are not calls. */
const API_PREFIXES = ['/wps/', '/lgw/'];

/** Fastify answers HEAD for every GET by itself; the contract names the GET. */
const apiRoutes = () =>
  [...registered].filter((route) => {
    const [method = '', url = ''] = route.split(' ');
    return method !== 'HEAD' && API_PREFIXES.some((prefix) => url.startsWith(prefix));
  });

/** The contract's call table and the server's routes name the same calls, both ways. */
describe('contract coverage', () => {
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    platform = await startPlatform('pglite');
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('registers the routes while the real platform starts', () => {
    expect(platform?.app.hasRoute({ method: 'GET', url: '/wps/system/status' })).toBe(true);
    expect(registered.has('GET /wps/system/status')).toBe(true);
  });

  it('answers every call of the contract with a route of its method and path', () => {
    const unanswered = allCalls
      .filter((call) => !registered.has(`${call.method} ${call.path}`))
      .map((call) => `${call.name}: ${call.method} ${call.path}`);
    expect(unanswered).toEqual([]);
  });

  it('serves no API route the contract does not name', () => {
    // The identity provider's redirect back is named by the contract too, as a path the browser is sent to, not a call.
    const contracted = new Set([...allCalls.map((call) => `${call.method} ${call.path}`), `GET ${PROVIDER_CALLBACK_PATH}`]);
    expect(apiRoutes().filter((route) => !contracted.has(route))).toEqual([]);
  });
});
