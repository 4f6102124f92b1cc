import { accountCalls, type LoginRequest, type LoginValue } from '@contract/account';
import { callSealed } from '@/lib/sealed-body';

/** The login body is sealed with the platform's public key before it leaves the page. */
export const login = (request: LoginRequest): Promise<LoginValue> => callSealed(accountCalls.login, request);
