import * as client from 'openid-client';

/** Who the provider says signed in: its subject, and what it tells of the person. */
export interface ProviderIdentity {
  subject: string;
  email?: string;
  name?: string;
}

/** What the flow kept to check the provider's answer with. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One OpenID Connect provider as the platform uses it: where to send the browser, and what its answer proves. */
export interface IdentityProviderClient {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Exchanges the code the callback carries; throws unless state, nonce, PKCE and the ID token all check out. */
  finish(callbackUrl: URL, checks: FlowChecks): Promise<ProviderIdentity>;
}

export interface ProviderClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plain HTTP to the issuer: the development provider, or a test's, only outside production. */
  allowHttp: boolean;
}

const DISCOVERY_TTL_MS = 24 * 3600_000;
const DISCOVERY_CACHE_LIMIT = 64;
const discovered = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

/**
 * The provider's metadata, fetched once per issuer and client and kept a day. The ID token's signature is
 * checked against the provider's published keys (non-repudiation checks), besides its issuer, audience and times.
 */
function configurationOf(settings: ProviderClientSettings): Promise<client.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret, settings.allowHttp]);
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
  if (discovered.size >= DISCOVERY_CACHE_LIMIT) discovered.clear();
  const execute = settings.allowHttp
    ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
    : [client.enableNonRepudiationChecks];
  const configuration = client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    undefined,
    client.ClientSecretBasic(settings.clientSecret),
    { execute, timeout: 10 },
  );
  discovered.set(key, { at: Date.now(), configuration });
  // A provider that could not be reached is asked again next time.
  configuration.catch(() => discovered.delete(key));
  return configuration;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** An OpenID Connect provider reached with openid-client: the authorization code flow with PKCE (S256), a state and a nonce. */
export function openIdProvider(settings: ProviderClientSettings): IdentityProviderClient {
  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      const configuration = await configurationOf(settings);
      return client
        .buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          response_type: 'code',
          state,
          nonce,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    async finish(callbackUrl, checks) {
      const configuration = await configurationOf(settings);
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider answered without an ID token');
      const email = claims.email_verified === false ? undefined : text(claims.email);
      const name = text(claims.name);
      return { subject: claims.sub, ...(email ? { email } : {}), ...(name ? { name } : {}) };
    },
  };
}
