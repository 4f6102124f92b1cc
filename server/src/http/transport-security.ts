import type { FastifyInstance, FastifyReply } from 'fastify';

/** Browsers that reached the site over HTTPS keep to HTTPS for half a year; its sub-domains are the operator's own affair. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000';

const withSecure = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);

function secureCookies(reply: FastifyReply): void {
  const cookies = reply.getHeader('set-cookie');
  if (cookies === undefined) return;
  // Fastify adds to a set-cookie header already there: the list is written afresh.
  void reply.removeHeader('set-cookie');
  void reply.header('set-cookie', Array.isArray(cookies) ? cookies.map(withSecure) : withSecure(String(cookies)));
}

/**
 * An answer served over HTTPS (the connection's own, or a trusted proxy's X-Forwarded-Proto:
 * Fastify believes the header only from the addresses in `trustProxy`) sets its cookies
 * `Secure`, so they never travel in clear, and tells the browser to stay on HTTPS. Over plain
 * HTTP neither is sent: a Secure cookie would be dropped, and HSTS over HTTP means nothing.
 */
export function registerTransportSecurity(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      secureCookies(reply);
      void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    return payload;
  });
}
