import { accountCalls, type CaptchaValue } from '@contract/account';
import { callApi } from '@/lib/api-client';

export type CaptchaPurpose = 'login' | 'register' | 'sms';

export const getCaptcha = (purpose: CaptchaPurpose): Promise<CaptchaValue> =>
  callApi(accountCalls.getCaptcha, { purpose }, { silent: true });
