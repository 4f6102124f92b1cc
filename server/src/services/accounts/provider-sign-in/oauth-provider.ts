import { createHmac } from 'node:crypto';
import * as client from 'openid-client';
import type { IdentityProviderClient, ProviderIdentity } from './openid-provider';

export interface OAuthProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  endpoints: { authorization: string; token: string; profile: string };
  /** Facebook's Graph asks every call made with a token to prove the app's secret (appsecret_proof). */
  proveAppSecret: boolean;
  allowHttp: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * A provider that offers the OAuth authorization code flow but no OpenID code exchange (Facebook's web login):
 * the same state and PKCE (S256), the code exchanged with the app's secret on the platform, and the person
 * read from the provider's profile address with the access token, which goes no further.
 */
export function oauthProvider(settings: OAuthProviderSettings): IdentityProviderClient {
  const configuration = new client.Configuration(
    { issuer: settings.issuer, authorization_endpoint: settings.endpoints.authorization, token_endpoint: settings.endpoints.token },
    settings.clientId,
    undefined,
    client.ClientSecretPost(settings.clientSecret),
  );
  if (settings.allowHttp) client.allowInsecureRequests(configuration);

  return {
    async authorizationUrl({ redirectUri, state, codeVerifier }) {
      return client
        .buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: 'email public_profile',
          response_type: 'code',
          state,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    async finish(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        idTokenExpected: false,
      });
      const profileUrl = new URL(settings.endpoints.profile);
      if (settings.proveAppSecret) {
        profileUrl.searchParams.set(
          'appsecret_proof',
          createHmac('sha256', settings.clientSecret).update(tokens.access_token).digest('hex'),
        );
      }
      const response = await client.fetchProtectedResource(configuration, tokens.access_token, profileUrl, 'GET');
      if (!response.ok) throw new Error(`the provider's profile answered ${response.status}`);
      const profile = (await response.json()) as Record<string, unknown>;
      const subject = text(profile.id) ?? text(profile.sub);
      if (!subject) throw new Error('the provider named no one');
      const email = text(profile.email);
      const name = text(profile.name);
      const identity: ProviderIdentity = { subject, ...(email ? { email } : {}), ...(name ? { name } : {}) };
      return identity;
    },
  };
}
