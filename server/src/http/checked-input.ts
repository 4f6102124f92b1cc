import type * as z from 'zod/mini';
import { ERROR_CODES } from '../../../contract/errors';
import { findControlCharacter } from '../../../contract/schemas/define';
import { ApiError } from './api-error';
import { assertNotTooDeep } from './json-nesting';
import { describeIssues } from './request-issues';

/**
 * A call's input as its schema reads it, or a 400 with an errorCode: bounded in depth before it is
 * walked, no control characters (the field named), then the schema. Player and back-office calls alike.
 */
export function checkedInput<S extends z.ZodMiniType>(schema: S, raw: unknown): z.output<S> {
  assertNotTooDeep(raw);
  const controlAt = findControlCharacter(raw);
  if (controlAt) {
    throw new ApiError(400, ERROR_CODES.badRequest, `${controlAt}: control characters are not allowed`, {
      fields: { [controlAt]: 'pattern' },
    });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, describeIssues(parsed.error.issues, raw));
  return parsed.data;
}
