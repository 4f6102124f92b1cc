import { accountCalls } from '@contract/account';
import type { CallRequest } from '@contract/define';
import { callApi } from '@/lib/api-client';

/** A new password for the number the SMS code, or the outside verifier's ID token (`firebaseIdToken`), proves. */
export const setPasswordByMobile = (input: CallRequest<typeof accountCalls.setPasswordByMobile>) =>
  callApi(accountCalls.setPasswordByMobile, input);
