import { ACCOUNT_ERROR_CODES } from '../../../../contract/account';
import { ERROR_CODES } from '../../../../contract/errors';
import { checkField, type FieldIssue } from '../../../../contract/field-validation';
import type { FieldRule } from '../../../../contract/site';
import { ApiError } from '../../http/api-error';

export type ServerFieldIssue = FieldIssue | 'mismatch' | 'date' | 'range' | 'age';

/** Field-by-field refusal: 400 `field.invalid` with `{fields: {name: issue}}` the form can show. */
export function fieldIssuesError(fields: Record<string, ServerFieldIssue>): ApiError {
  const [name, issue] = Object.entries(fields)[0] ?? ['request', 'pattern'];
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
