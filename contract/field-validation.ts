import { FIELD_PATTERNS, type PatternId } from './patterns';
import type { FieldRule, RegisterField, WhitelabelFlag } from './site';

/**
 * Field checks the client and the server share, so a message the form shows always
 * matches what the platform accepts.
 */
export type FieldIssue = 'required' | 'blank' | 'minLength' | 'maxLength' | 'pattern';

/** Empty optional passes; otherwise the value must fit the pattern within the lengths. */
export function checkField(
  rule: Pick<FieldRule, 'required' | 'minLength' | 'maxLength' | 'patternId'>,
  value: string | undefined | null,
): FieldIssue | null {
  const text = value ?? '';
  if (text === '') return rule.required ? 'required' : null;
  if (text.trim() === '') return 'blank';
  const length = [...text].length;
  if (length < rule.minLength) return 'minLength';
  if (length > rule.maxLength) return 'maxLength';
  if (!FIELD_PATTERNS[rule.patternId].test(text)) return 'pattern';
  return null;
}

const loginRule = (minLength: number, maxLength: number, patternId: PatternId) => ({ required: true, minLength, maxLength, patternId });

/** The login form's own rules: looser than registration so older accounts still log in. */
export const LOGIN_RULES = {
  loginUsername: loginRule(2, 32, 'USERNAME'),
  loginPassword: loginRule(6, 64, 'PASSWORD'),
  loginMobileNum: loginRule(5, 20, 'MOBILE'),
  verificationCode: loginRule(4, 10, 'DIGITS'),
  captcha: loginRule(1, 6, 'DIGITS'),
} as const;

export const EMAIL_MAX_LENGTH = 254;
export const FORGOT_EMAIL_RULE = { required: true, minLength: 5, maxLength: EMAIL_MAX_LENGTH, patternId: 'EMAIL' } as const;
export const RESET_CODE_RULE = { required: true, minLength: 8, maxLength: 8, patternId: 'ALNUM' } as const;

export type RegisterKind = 'username' | 'mobile';

export interface RegisterSwitches {
  flags: Partial<Record<WhitelabelFlag, boolean>>;
  captchaEnabled: boolean;
}

/**
 * Which fields a registration form shows and the rule each is checked by. Username
 * registration never asks for an SMS code; mobile registration names the account after
 * the number, asks for the code only with REGMOBVERF3 and for a password pair only with
 * MOBILENUMPASSREG3. The fields that make the account usable are always required.
 */
export function registerFormRules(
  kind: RegisterKind,
  rules: Record<RegisterField, FieldRule>,
  switches: RegisterSwitches,
): Partial<Record<RegisterField, FieldRule>> {
  const { flags } = switches;
  const out: Partial<Record<RegisterField, FieldRule>> = {};
  const show = (field: RegisterField, required?: boolean) => {
    out[field] = { ...rules[field], enabled: true, required: required ?? rules[field].required };
  };
  for (const field of Object.keys(rules) as RegisterField[]) {
    const rule = rules[field];
    switch (field) {
      case 'username':
        if (kind === 'username') show(field, true);
        break;
      case 'password':
      case 'confimpsw':
        if (kind === 'username' || flags.MOBILENUMPASSREG3) show(field, true);
        break;
      case 'mobileNum':
        if (kind === 'mobile') show(field, true);
        else if (rule.enabled) show(field);
        break;
      case 'messageCode':
        if (kind === 'mobile' && flags.REGMOBVERF3) show(field, true);
        break;
      case 'identifying':
        if (switches.captchaEnabled && rule.enabled && !(kind === 'mobile' && flags.REGMOBVERF3)) show(field, true);
        break;
      case 'affiliateCode':
        if (rule.enabled && flags.AFFILIATE3 !== false) show(field);
        break;
      default:
        if (rule.enabled) show(field);
    }
  }
  return out;
}

export type BirthdayIssue = 'date' | 'range' | 'age';

/** YYYY-MM-DD, a real day from 1900 to the end of this year, and old enough for the site. */
export function checkBirthday(value: string, minimumAge: number, today: Date = new Date()): BirthdayIssue | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'date';
  if (year < 1900 || year > today.getFullYear()) return 'range';
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age < minimumAge ? 'age' : null;
}
