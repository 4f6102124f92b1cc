/** One zod issue as the platform reads it: what the request broke, with the bounds or choices it broke. */
export interface RequestIssue {
  code: string;
  path: readonly PropertyKey[];
  expected?: string;
  values?: readonly unknown[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  pattern?: string;
}

const MAX_ISSUES_TOLD = 5;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * An issue in the default validator's words the spec gives ("%s is required", "%s must be one of %s",
 * "%s is not a %s", and the length, range and pattern messages), the field named by its path.
 */
export function issueInWords(issue: RequestIssue, input: unknown): string {
  const name = issue.path.map(String).join('.') || 'request';
  const value = valueAt(input, issue.path);
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? `${name} is required` : `${name} is not a ${issue.expected ?? 'valid value'}`;
    case 'invalid_value':
      return value === undefined ? `${name} is required` : `${name} must be one of ${(issue.values ?? []).map(String).join(', ')}`;
    case 'too_small':
      if (isText && value === '') return `${name} is required`;
      return isText ? `${name} must be at least ${issue.minimum} characters` : `${name} cannot be less than ${issue.minimum}`;
    case 'too_big':
      return isText ? `${name} cannot be longer than ${issue.maximum} characters` : `${name} cannot be greater than ${issue.maximum}`;
    case 'invalid_format':
      // The value itself is never repeated: it may be a password.
      return issue.pattern ? `${name} does not match pattern ${issue.pattern}` : `${name} is not in its format`;
    case 'unrecognized_keys':
      return `${name} has fields this call does not take`;
    default:
      return `${name} is not valid`;
  }
}

/** The first few issues of a refused request, for its 400 answer's message. */
export function describeIssues(issues: readonly RequestIssue[], input: unknown): string {
  return issues
    .slice(0, MAX_ISSUES_TOLD)
    .map((issue) => issueInWords(issue, input))
    .join('; ');
}
