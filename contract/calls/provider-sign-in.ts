import type { CallTable } from '../define';
import type { providerSignInSchemas } from '../schemas/account';

/**
 * Signing in with Google or Facebook, and the member's linked sign-ins. Apart from the account
 * calls so that only the pages offering them carry their metadata.
 */
export const providerSignInCalls: CallTable<typeof providerSignInSchemas> = {
  startProviderSignIn: {
    name: 'startProviderSignIn',
    method: 'POST',
    path: '/wps/session/provider/start',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'json',
    deviceCookie: true,
  },
  startProviderLink: {
    name: 'startProviderLink',
    method: 'POST',
    path: '/wps/session/provider/link',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
    deviceCookie: true,
  },
  finishProviderSignIn: {
    name: 'finishProviderSignIn',
    method: 'POST',
    path: '/wps/session/provider/finish',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'json',
    deviceCookie: true,
  },
  registerWithProvider: {
    name: 'registerWithProvider',
    method: 'POST',
    path: '/wps/session/provider/register',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'json',
    deviceCookie: true,
  },
  getSignInLinks: {
    name: 'getSignInLinks',
    method: 'GET',
    path: '/wps/member/sign-ins',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'query',
  },
  unlinkSignIn: {
    name: 'unlinkSignIn',
    method: 'POST',
    path: '/wps/member/sign-ins/unlink',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
  },
};
