import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { FIREBASE_API } from '../services/accounts/phone-verifier/firebase-api';

/**
 * The app loads only its own scripts; styles may be inline because React sets style
 * attributes; images come from this origin (the image CDN paths are served here too);
 * the in-app game page is a same-origin frame.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** Sent with every answer, those Node writes itself for a request it could not parse included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * Outside services the app's own pages call: Firebase's phone sign-in API where the site verifies phones through
 * the operator's Firebase project (the development verifier is this origin). Read per answer: the channel may change.
 */
export function pageConnectOrigins(config: Pick<ServerConfig, 'phoneVerifier'>): string[] {
  const { channel, projectId } = config.phoneVerifier;
  return channel === 'firebase' && projectId ? [new URL(FIREBASE_API).origin] : [];
}

const withConnectOrigins = (origins: string[]) =>
  CONTENT_SECURITY_POLICY.replace("connect-src 'self'", `connect-src 'self' ${origins.join(' ')}`);

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'phoneVerifier'>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const origins = pageConnectOrigins(config);
    void reply.headers(
      origins.length === 0 ? SECURITY_HEADERS : { ...SECURITY_HEADERS, 'content-security-policy': withConnectOrigins(origins) },
    );
    return payload;
  });
}
