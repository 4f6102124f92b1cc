import { accountCalls } from '@contract/account';
import { callApi } from '@/lib/api-client';

/** The platform answers the same whether or not the pair names an account. */
export const forgotPasswordByEmail = (username: string, email: string) =>
  callApi(accountCalls.forgotPasswordByEmail, { username: username.trim(), email: email.trim() });
