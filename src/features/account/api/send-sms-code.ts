import { accountCalls, type SmsPurpose } from '@contract/account';
import { callApi } from '@/lib/api-client';

/**
 * Asks for an SMS code; answers the seconds until another may be asked for (the resend lock).
 * The code itself works longer (`expirationTime`); a platform that names no resend wait locks until then.
 */
export const sendSmsCode = async (countryDialingCode: string, mobileNum: string, purpose: SmsPurpose): Promise<number> => {
  const sent = await callApi(accountCalls.sendSmsCode, { countryDialingCode, mobileNum, purpose });
  return sent.resendAfter ?? sent.expirationTime;
};
