import type { MobileNumber } from '../sms-codes';

/**
 * A member's number as an outside verifier writes it (E.164): `+`, the dialling code, then the number without the
 * trunk prefix a local number is often typed with (0917… in the Philippines is +63917…).
 */
export const e164 = ({ countryDialingCode, mobileNum }: MobileNumber): string => `+${countryDialingCode}${mobileNum.replace(/^0+/, '')}`;
