import { providerSignInCalls } from '@contract/calls/provider-sign-in';
import { type IdentityProvider, type LoginDoor, type LoginValue, type ProviderFinish } from '@contract/account';
import { callApi } from '@/lib/api-client';

export interface ProviderStart {
  provider: IdentityProvider;
  loginAs: LoginDoor;
  redirect?: string | undefined;
  keepSignedIn?: boolean;
  affiliateCode?: string | undefined;
}

/** The platform keeps the flow and answers the provider's page; the browser goes there next. */
export async function startProviderSignIn({ redirect, affiliateCode, ...start }: ProviderStart): Promise<string> {
  const value = await callApi(providerSignInCalls.startProviderSignIn, {
    ...start,
    ...(redirect ? { redirect } : {}),
    ...(affiliateCode ? { affiliateCode } : {}),
  });
  return value.authorizationUrl;
}

/** Once the provider sent the browser back: the session, or the new identity to confirm. */
export const finishProviderSignIn = (): Promise<ProviderFinish> => callApi(providerSignInCalls.finishProviderSignIn, {});

export const registerWithProvider = (affiliateCode: string): Promise<LoginValue> =>
  callApi(providerSignInCalls.registerWithProvider, {
    ageConfirmed: true,
    termsAccepted: true,
    ...(affiliateCode ? { affiliateCode } : {}),
  });
