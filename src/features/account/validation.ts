import { checkBirthday, checkField, FORGOT_EMAIL_RULE, LOGIN_RULES, RESET_CODE_RULE } from '@contract/field-validation';
import type { FieldRule, RegisterField } from '@contract/site';
import type { FieldCheck } from './use-form';

type Rule = Pick<FieldRule, 'required' | 'minLength' | 'maxLength' | 'patternId'>;

/** A field checked by one rule (it looks at no other field, so it fits any form). */
export const byRule =
  (rule: Rule, transform: (v: string) => string = (v) => v): FieldCheck<never> =>
  (value) =>
    checkField(rule, transform(value));

/** A confirmation: the rule first, then equal to `other`. */
export const confirmationOf =
  <F extends string>(rule: Rule, other: F): FieldCheck<F> =>
  (value, values) =>
    checkField({ ...rule, required: true }, value) ?? (value !== values[other] ? 'mismatch' : null);

export const loginChecks = {
  username: byRule(LOGIN_RULES.loginUsername),
  password: byRule(LOGIN_RULES.loginPassword),
  captcha: byRule(LOGIN_RULES.captcha),
};

export const smsLoginChecks = {
  mobileNum: byRule(LOGIN_RULES.loginMobileNum),
  verificationCode: byRule(LOGIN_RULES.verificationCode),
};

/** The forgot-password fields are sent trimmed, so they are checked trimmed. */
export const forgotEmailChecks = {
  username: byRule(LOGIN_RULES.loginUsername, (v) => v.trim()),
  email: byRule(FORGOT_EMAIL_RULE, (v) => v.trim()),
};

export const resetCodeCheck: FieldCheck<never> = (value) => checkField(RESET_CODE_RULE, value.trim().toUpperCase());

/** A registration field: its server rule, plus the confirmation and the birthday's own checks. */
export function registerCheck(field: RegisterField, rule: FieldRule, ageLimit: number): FieldCheck<RegisterField> {
  if (field === 'confimpsw') return (value, values) => checkField(rule, value) ?? (value !== values.password ? 'mismatch' : null);
  if (field === 'birthday') return (value) => checkField(rule, value) ?? (value ? checkBirthday(value, ageLimit) : null);
  return (value) => checkField(rule, value);
}
