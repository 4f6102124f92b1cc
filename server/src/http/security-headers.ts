import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { FIREBASE_API, RECAPTCHA_SOURCES } from '../services/accounts/phone-verifier/firebase-api';

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

/** Outside sources a directive of the pages' policy adds to its own origin. */
type OutsideSources = Partial<Record<'connect-src' | 'script-src' | 'frame-src', string[]>>;

/**
 * Outside services the app's own pages use: where the site verifies phones through the operator's Firebase project,
 * Firebase's phone sign-in API and reCAPTCHA's script and challenge frame, which Firebase asks of a web app before it
 * texts a code (the development verifier is this origin). Read per answer: the channel may change.
 */
export function pageOutsideSources(config: Pick<ServerConfig, 'phoneVerifier'>): OutsideSources {
  const { channel, projectId } = config.phoneVerifier;
  if (channel !== 'firebase' || !projectId) return {};
  return { 'connect-src': [new URL(FIREBASE_API).origin], 'script-src': RECAPTCHA_SOURCES.script, 'frame-src': RECAPTCHA_SOURCES.frame };
}

const withOutsideSources = (sources: OutsideSources) =>
  Object.entries(sources).reduce(
    (policy, [directive, origins]) => policy.replace(`${directive} 'self'`, `${directive} 'self' ${origins.join(' ')}`),
    CONTENT_SECURITY_POLICY,
  );

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'phoneVerifier'>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const sources = pageOutsideSources(config);
    void reply.headers(
      Object.keys(sources).length === 0
        ? SECURITY_HEADERS
        : { ...SECURITY_HEADERS, 'content-security-policy': withOutsideSources(sources) },
    );
    return payload;
  });
}
