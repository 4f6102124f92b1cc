import { PROVIDER_FLAGS, type IdentityProvider } from '../../../../../contract/account';
import { ERROR_CODES } from '../../../../../contract/errors';
import type { ServerConfig } from '../../../config';
import { ApiError } from '../../../http/api-error';
import { DEV_IDP_CLIENTS, DEV_IDP_PATH } from './dev-clients';
import { oauthProvider } from './oauth-provider';
import { openIdProvider, type IdentityProviderClient } from './openid-provider';

/** Whether the site offers this provider now: its flag, read at every call, since the switches change at run time. */
export const providerOn = (config: ServerConfig, provider: IdentityProvider) => config.whitelabel[PROVIDER_FLAGS[provider]];

const off = () => new ApiError(403, ERROR_CODES.featureOff, 'This way of signing in is not available');

/**
 * The provider that serves a sign-in: the one the operator configured (by OpenID discovery from its issuer, or
 * by the OAuth code flow where its endpoints are given, as Facebook's are by default); else, with development tools on and
 * outside production, the development provider at `${origin}/dev/idp`; else none (refused as off).
 * `origin` is the platform's own origin as the flow saw it, so the development provider is always the same site.
 */
export function providerClientFor(config: ServerConfig, provider: IdentityProvider, origin: string): IdentityProviderClient {
  if (!providerOn(config, provider)) throw off();
  const settings = config.identityProviders[provider];
  const allowHttp = !config.production && new URL(settings.issuer).protocol === 'http:';
  if (settings.clientId && settings.clientSecret) {
    const { issuer, clientId, clientSecret, endpoints } = settings;
    if (endpoints) {
      const http = !config.production && Object.values(endpoints).some((url) => new URL(url).protocol === 'http:');
      return oauthProvider({ issuer, clientId, clientSecret, endpoints, proveAppSecret: provider === 'facebook', allowHttp: http });
    }
    return openIdProvider({ issuer, clientId, clientSecret, allowHttp });
  }
  if (config.devTools && !config.production) {
    return openIdProvider({ issuer: `${origin}${DEV_IDP_PATH}`, ...DEV_IDP_CLIENTS[provider], allowHttp: true });
  }
  throw off();
}
