/** What a contract schema answers when asked about a value (zod's `safeParse`, or any parser shaped like it). */
export interface SafeParser {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  input?: unknown;
  params?: Record<string, unknown> | undefined;
}

/**
 * A schema issue in the words the forms use for a field's rule: empty is `required`, a length
 * outside the bounds is `minLength`/`maxLength`, anything else breaks the field's pattern.
 * A custom check may name its own issue through `params.issue`.
 */
function issueOfSchema(issue: SchemaIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.input === '' || issue.input === undefined ? 'required' : 'minLength';
    case 'too_big':
      return 'maxLength';
    case 'custom':
      return typeof issue.params?.issue === 'string' ? issue.params.issue : 'pattern';
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'pattern';
    default:
      return 'pattern';
  }
}

/** The first issue of each field a schema finds in `input`; `fieldOf` names the field of a top-level key. */
export function schemaFieldIssues<F extends string>(
  schema: SafeParser,
  input: unknown,
  fieldOf: (key: PropertyKey) => F | undefined,
): Partial<Record<F, string>> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Partial<Record<F, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    const field = key === undefined ? undefined : fieldOf(key);
    if (field && !(field in out)) out[field] = issueOfSchema(issue);
  }
  return out;
}
