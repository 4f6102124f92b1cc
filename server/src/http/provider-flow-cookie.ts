import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from './page-cookies';

/** The cookie that binds a provider sign-in to the browser that started it. */
export const PROVIDER_FLOW_COOKIE = 'tala_provider_flow';

/**
 * Sent only to the provider sign-in's own paths (start, callback, finish, register), never readable by a script.
 * Lax, not Strict: the provider's redirect back to the callback is a top-level navigation from another site.
 * Secure is added over HTTPS (transport-security.ts).
 */
const ATTRIBUTES = 'Path=/wps/session/provider; HttpOnly; SameSite=Lax';
const FLOW_SECONDS = 600;

export function providerFlowBindingOf(request: FastifyRequest): string | null {
  const value = cookieValue(request.headers.cookie, PROVIDER_FLOW_COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function setProviderFlowBinding(reply: FastifyReply, binding: string): void {
  void reply.header('set-cookie', `${PROVIDER_FLOW_COOKIE}=${binding}; Max-Age=${FLOW_SECONDS}; ${ATTRIBUTES}`);
}

export function clearProviderFlowBinding(reply: FastifyReply): void {
  void reply.header('set-cookie', `${PROVIDER_FLOW_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`);
}
