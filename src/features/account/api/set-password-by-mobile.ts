import { accountCalls } from '@contract/account';
import { callApi } from '@/lib/api-client';

export const setPasswordByMobile = (input: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}) => callApi(accountCalls.setPasswordByMobile, input);
