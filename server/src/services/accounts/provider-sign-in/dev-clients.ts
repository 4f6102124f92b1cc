import type { IdentityProvider } from '../../../../../contract/account';

/** Where the development identity provider answers, below the platform's own origin (development tools only). */
export const DEV_IDP_PATH = '/dev/idp';

/** The development provider's client for each provider it stands in for. Published here on purpose: development only. */
export const DEV_IDP_CLIENTS: Record<IdentityProvider, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'tala-dev-google', clientSecret: 'tala-dev-google-secret' },
  facebook: { clientId: 'tala-dev-facebook', clientSecret: 'tala-dev-facebook-secret' },
};
