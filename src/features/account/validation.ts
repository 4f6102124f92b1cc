import { checkBirthday, FORGOT_EMAIL_RULE, LOGIN_RULES, RESET_CODE_RULE } from '@contract/field-validation';
import type { RegisterField } from '@contract/site';
import type { FieldCheck, FieldRule } from '@/lib/form/use-form';

/** A confirmation equals the field it confirms (and is re-checked when that one changes). */
export const confirms =
  <F extends string>(other: F): FieldCheck<F> =>
  (value, values) =>
    value !== values[other] ? 'mismatch' : null;

/** A required copy of the operator's rule (a password being set is never optional). */
export const requiredRule = (rule: FieldRule): FieldRule => ({ ...rule, required: true });

/** The login form's rules: looser than registration so older accounts still log in. */
export const LOGIN_FIELD_RULES = {
  username: LOGIN_RULES.loginUsername,
  password: LOGIN_RULES.loginPassword,
  mobileNum: LOGIN_RULES.loginMobileNum,
  verificationCode: LOGIN_RULES.verificationCode,
  captcha: LOGIN_RULES.captcha,
} as const;

export const FORGOT_FIELD_RULES = { username: LOGIN_RULES.loginUsername, email: FORGOT_EMAIL_RULE, resetCode: RESET_CODE_RULE } as const;

/** The old password is only known to the platform: any text up to its bound. */
export const OLD_PASSWORD_RULE: FieldRule = { required: true, minLength: 1, maxLength: 100, patternId: 'TEXT' };

/** Registration: the operator's rule of each field shown, plus the confirmation and the birthday's own checks. */
export function registerChecks(ageLimit: number): Partial<Record<RegisterField, FieldCheck<RegisterField>>> {
  return {
    confimpsw: confirms('password'),
    birthday: (value) => (value ? checkBirthday(value, ageLimit) : null),
  };
}
