import type { TFunction } from '@/lib/translator';
import { ACCOUNT_ERROR_CODES } from '@contract/account';
import { ERROR_CODES } from '@contract/errors';
import type { BirthdayIssue, FieldIssue } from '@contract/field-validation';
import type { PatternId } from '@contract/patterns';
import type { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { issueDetail } from '@/lib/form/schema-issues';
import { VERIFIER_FAILURES } from './phone-verifier';

/** Everything a field can be wrong about, the shared checker's issues and the form's own. */
export type FormIssue =
  | FieldIssue
  | BirthdayIssue
  | 'mismatch'
  | 'taken'
  | 'mobileTaken'
  | 'codeWrong'
  | 'captchaWrong'
  | 'affiliateInvalid'
  | 'oldWrong'
  | 'resetCodeWrong'
  | 'accountFormat'
  | 'passwordFormat'
  | 'emailFormat';

export interface IssueContext {
  label: string;
  minLength?: number;
  maxLength?: number;
  patternId?: PatternId;
  ageLimit?: number | undefined;
}

const TYPE_NAMES = ['array', 'boolean', 'date', 'number', 'object', 'string'] as const;
const isTypeName = (kind: string): kind is (typeof TYPE_NAMES)[number] => (TYPE_NAMES as readonly string[]).includes(kind);

/**
 * The text for a field's issue: required and blank by name; length and pattern issues by
 * the pattern's own text with its min and max, so the player learns the whole rule at once;
 * a value outside the field's choices or of the wrong kind in the validator's default words.
 */
export function issueMessage(t: TFunction, issue: FormIssue | string, context: IssueContext): string {
  const { label, minLength = 0, maxLength = 0, patternId = 'TEXT' } = context;
  const { word, detail } = issueDetail(issue);
  if (word === 'enum') return t('account:validation.enum', { label, options: detail });
  if (word === 'type')
    return t('account:validation.type', { label, type: isTypeName(detail) ? t(`account:validation.typeNames.${detail}`) : detail });
  switch (issue) {
    case 'required':
      return t('account:validation.required', { label });
    case 'blank':
      return t('account:validation.blank', { label });
    case 'minLength':
    case 'maxLength':
    case 'pattern':
      return t(`account:patterns.${patternId}`, { label, min: minLength, max: maxLength });
    case 'date':
      return t('account:validation.date');
    case 'range':
      return t('account:validation.range', { year: new Date().getFullYear() });
    case 'age':
      return t('account:validation.age', { age: context.ageLimit ?? 18 });
    default:
      return t(`account:validation.${issue as Exclude<FormIssue, FieldIssue | BirthdayIssue>}`);
  }
}

const ACCOUNT_CODES = new Map<string, string>([
  [ERROR_CODES.loginFailed, 'loginFailed'],
  [ERROR_CODES.accountLocked, 'accountLocked'],
  [ERROR_CODES.tooManyAttempts, 'tooManyAttempts'],
  [ERROR_CODES.smsTooSoon, 'smsTooSoon'],
  [ACCOUNT_ERROR_CODES.smsHourLimit, 'smsHourLimit'],
  [ACCOUNT_ERROR_CODES.oldPasswordWrong, 'oldPasswordWrong'],
  [ACCOUNT_ERROR_CODES.resetCodeWrong, 'resetCodeWrong'],
  [ACCOUNT_ERROR_CODES.mobileExists, 'mobileExists'],
  [ACCOUNT_ERROR_CODES.userDisabled, 'userDisabled'],
  [ACCOUNT_ERROR_CODES.fieldInvalid, 'fieldInvalid'],
  [ACCOUNT_ERROR_CODES.signInFlowOver, 'signInFlowOver'],
  [ACCOUNT_ERROR_CODES.phoneVerificationFailed, 'phoneVerificationFailed'],
  [ACCOUNT_ERROR_CODES.phoneVerificationReused, 'phoneVerificationReused'],
  [ACCOUNT_ERROR_CODES.phoneVerifierOff, 'phoneVerifierOff'],
  [ACCOUNT_ERROR_CODES.phoneVerifierUnavailable, 'phoneVerifierUnavailable'],
  [VERIFIER_FAILURES.codeWrong, 'verifierCodeWrong'],
  [VERIFIER_FAILURES.expired, 'verifierExpired'],
  [VERIFIER_FAILURES.tooMany, 'verifierTooMany'],
  [VERIFIER_FAILURES.invalidNumber, 'verifierInvalidNumber'],
  [VERIFIER_FAILURES.unreachable, 'verifierUnreachable'],
  [VERIFIER_FAILURES.refused, 'verifierRefused'],
]);

/** A failed account call in words: the account texts first, then the app's dictionary. */
export function failureMessage(t: TFunction, failure: Pick<ApiFailure, 'kind' | 'errorCode' | 'message'>): string {
  const key = failure.kind === 'server' ? ACCOUNT_CODES.get(failure.errorCode) : undefined;
  return key ? t(`account:errorCodes.${key}`) : errorMessage(t, failure);
}

/** The platform's own format refusals, beside the field in the dictionary's words ("Account format error"…). */
const FORMAT_ISSUES = new Map<string, FormIssue>([
  [ERROR_CODES.accountFormat, 'accountFormat'],
  [ERROR_CODES.passwordFormat, 'passwordFormat'],
  [ERROR_CODES.emailIncorrect, 'emailFormat'],
]);

/** Maps a server's field issue word (and the refusal's code) to the form's issue. */
export function asFormIssue(word: string, field: string, errorCode = ''): FormIssue {
  const format = FORMAT_ISSUES.get(errorCode);
  if (format) return format;
  switch (word) {
    case 'taken':
      return field === 'mobileNum' ? 'mobileTaken' : 'taken';
    case 'wrong':
      return field === 'oldPassword' ? 'oldWrong' : field === 'messageCode' || field === 'verificationCode' ? 'codeWrong' : 'captchaWrong';
    case 'invalid':
      return 'affiliateInvalid';
    default:
      return word as FormIssue;
  }
}

/**
 * The text of an issue of an account form's field: its name is `fields.<field>`, and the
 * rule it broke gives the bounds. `own` words a field's issue differently where the spec does.
 */
export function fieldMessage<F extends string>(
  t: TFunction,
  rules: Partial<Record<F, Omit<IssueContext, 'label'>>>,
  extra: { ageLimit?: number; own?: (issue: FormIssue, field: F) => string | null } = {},
) {
  return (issue: string, field: F): string =>
    extra.own?.(issue as FormIssue, field) ??
    issueMessage(t, issue as FormIssue, { label: t(`account:fields.${field}`), ...rules[field], ageLimit: extra.ageLimit });
}
