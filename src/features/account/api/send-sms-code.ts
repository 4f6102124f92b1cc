import { accountCalls, type SmsPurpose } from '@contract/account';
import { callApi } from '@/lib/api-client';

/** Asks for an SMS code; answers the seconds until it expires (the resend lock). */
export const sendSmsCode = async (countryDialingCode: string, mobileNum: string, purpose: SmsPurpose): Promise<number> =>
  (await callApi(accountCalls.sendSmsCode, { countryDialingCode, mobileNum, purpose })).expirationTime;
