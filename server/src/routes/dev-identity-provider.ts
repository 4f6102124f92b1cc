import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider from 'oidc-provider';
import { PROVIDER_CALLBACK_PATH } from '../../../contract/account';
import type { AppContext } from '../http/context';
import { DEV_IDP_CLIENTS, DEV_IDP_PATH } from '../services/accounts/provider-sign-in/dev-clients';
import { sha256 } from '../services/accounts/secrets';

/**
 * The person the development provider says signed in, from the login typed on its page: the same login (in any
 * case) is always the same subject; an e-mail address is its e-mail, and its local part (or the login) its name.
 */
export function devIdentityOf(login: string): { sub: string; email?: string; email_verified?: boolean; name: string } {
  const key = login.trim().toLowerCase();
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key) ? key : undefined;
  return {
    sub: sha256(`tala-dev-idp:${key}`).slice(0, 32),
    ...(email ? { email, email_verified: true } : {}),
    name: email ? email.split('@')[0]! : login.trim(),
  };
}

let signingKey: Record<string, unknown> | undefined;
/** One RSA key per process (RS256, what relying parties expect by default); the development provider forgets it on restart. */
function devSigningKey(): Record<string, unknown> {
  signingKey ??= {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    use: 'sig',
    alg: 'RS256',
    kid: 'tala-dev-idp',
  };
  return signingKey;
}

function createDevProvider(origin: string): Provider {
  const provider = new Provider(`${origin}${DEV_IDP_PATH}`, {
    clients: Object.values(DEV_IDP_CLIENTS).map(({ clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [`${origin}${PROVIDER_CALLBACK_PATH}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { methods: ['S256'], required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail and name travel in the ID token, as Google's do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: () => devIdentityOf(id) }),
    cookies: { keys: ['tala-development-identity-provider'] },
    jwks: { keys: [devSigningKey()] },
  });
  return provider;
}

const PROVIDERS_LIMIT = 16;

/**
 * The development identity provider (development tools only, never in production): an OpenID Connect provider
 * at `${origin}/dev/idp` that stands in for Google and Facebook when the operator configured neither. Its own
 * development pages ask for any login and password, then for consent; "[ Cancel ]" answers access_denied.
 * One provider per origin the site is reached at, held in memory.
 */
export function registerDevIdentityProvider(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.devTools || ctx.config.production) return;
  const providers = new Map<string, Provider>();
  const providerFor = (origin: string) => {
    let provider = providers.get(origin);
    if (!provider) {
      if (providers.size >= PROVIDERS_LIMIT) providers.clear();
      provider = createDevProvider(origin);
      providers.set(origin, provider);
    }
    return provider;
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '';
    if (!url.startsWith(DEV_IDP_PATH)) return reply.callNotFound();
    const origin = new URL(`${request.protocol}://${request.host}`).origin;
    const callback = providerFor(origin).callback();
    // oidc-provider is a Koa app mounted below /dev/idp: it reads its mount path from originalUrl.
    raw.originalUrl = url;
    raw.url = url.slice(DEV_IDP_PATH.length) || '/';
    reply.hijack();
    await callback(raw, reply.raw);
  };

  void app.register(async (scope) => {
    // The provider reads its own request bodies: they are left unread here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(DEV_IDP_PATH, serve);
    scope.all(`${DEV_IDP_PATH}/*`, serve);
  });
}
