import { providerSignInCalls } from '@contract/calls/provider-sign-in';
import { type IdentityProvider, type SignInLink } from '@contract/account';
import { callApi } from '@/lib/api-client';
import { invalidate, queryOptions } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';
import { owner } from './member-centre';

/** The provider sign-ins linked to the account, and whether it has a password besides them. */
export const useSignInLinks = () =>
  useQuery(
    queryOptions<{ links: SignInLink[]; hasPassword: boolean }>({
      key: ['memberCentre', 'signInLinks', owner()],
      load: (signal) => callApi(providerSignInCalls.getSignInLinks, {}, { signal }),
    }),
  );

/** Where to send the browser to prove the member owns the provider's identity. */
export const startProviderLink = async (provider: IdentityProvider): Promise<string> =>
  (await callApi(providerSignInCalls.startProviderLink, { provider })).authorizationUrl;

export async function unlinkSignIn(provider: IdentityProvider): Promise<void> {
  await callApi(providerSignInCalls.unlinkSignIn, { provider });
  invalidate(['memberCentre', 'signInLinks']);
}
