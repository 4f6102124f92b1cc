import { accountCalls, type LoginValue, type RegisterRequest } from '@contract/account';
import type { RegisterKind } from '@contract/field-validation';
import { callSealed } from '@/lib/sealed-body';

/** Registration by username or by mobile; the body is sealed like the login's. */
export const register = (kind: RegisterKind, request: RegisterRequest): Promise<LoginValue> =>
  callSealed(kind === 'username' ? accountCalls.registerByUsername : accountCalls.registerByMobile, request);
