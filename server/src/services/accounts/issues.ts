import { ACCOUNT_ERROR_CODES } from '../../../../contract/account';
import { ERROR_CODES } from '../../../../contract/errors';
import { checkField, type FieldIssue } from '../../../../contract/field-validation';
import type { FieldRule } from '../../../../contract/site';
import { ApiError } from '../../http/api-error';

export type ServerFieldIssue = FieldIssue | 'mismatch' | 'date' | 'range' | 'age';

const FORMAT_ISSUES: ReadonlySet<ServerFieldIssue> = new Set(['blank', 'minLength', 'maxLength', 'pattern']);

/** The dictionary's own refusal for a badly formed account name, password or e-mail ("Account format error"…). */
const FORMAT_ERRORS: Record<string, { errorCode: string; message: string }> = {
  username: { errorCode: ERROR_CODES.accountFormat, message: 'Account format error' },
  password: { errorCode: ERROR_CODES.passwordFormat, message: 'Password format error' },
  newPassword: { errorCode: ERROR_CODES.passwordFormat, message: 'Password format error' },
  email: { errorCode: ERROR_CODES.emailIncorrect, message: 'E-mail format error' },
};

/**
 * Field-by-field refusal with `{fields: {name: issue}}` the form can show: 400 `field.invalid`, or the dictionary's
 * format error when an account name, a password or an e-mail does not fit its rule (the first of them that does not).
 */
export function fieldIssuesError(fields: Record<string, ServerFieldIssue>): ApiError {
  const [name, issue] = Object.entries(fields)[0] ?? ['request', 'pattern'];
  const malformed = Object.entries(fields).find(([field, fieldIssue]) => field in FORMAT_ERRORS && FORMAT_ISSUES.has(fieldIssue));
  const format = malformed && FORMAT_ERRORS[malformed[0]];
  if (format) return new ApiError(400, format.errorCode, `${format.message} (${malformed[0]}: ${malformed[1]})`, { fields });
  return new ApiError(400, ACCOUNT_ERROR_CODES.fieldInvalid, `${name}: ${issue}`, { fields });
}

/** Checks a new password by the operator's password rule and the confirmation, throwing 400 on either. */
export function checkNewPassword(
  rule: FieldRule,
  newPassword: string,
  confirmation: string | undefined,
  names = { password: 'newPassword', confirmation: 'confirmNewPassword' },
): void {
  const issue = checkField({ ...rule, required: true }, newPassword);
  if (issue) throw fieldIssuesError({ [names.password]: issue });
  if (confirmation !== undefined && confirmation !== newPassword) {
    throw new ApiError(400, ERROR_CODES.passwordMismatch, 'Confirmation password not matched', {
      fields: { [names.confirmation]: 'mismatch' },
    });
  }
}
