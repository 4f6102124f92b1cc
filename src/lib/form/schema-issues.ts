/** What a contract schema answers when asked about a value (zod's `safeParse`, or any parser shaped like it). */
export interface SafeParser {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  params?: Record<string, unknown> | undefined;
  /** The allowed values of an enum or literal (`invalid_value`). */
  values?: readonly unknown[];
  /** The type a value should have had (`invalid_type`). */
  expected?: string;
}

/**
 * A value outside a field's choices is `enum:<choices>` and a value of the wrong kind `type:<kind>`: the words the
 * spec's default validator messages need ("%s must be one of %s", "%s is not a %s"), read back with `issueDetail`.
 */
const ENUM_ISSUE = 'enum';
const TYPE_ISSUE = 'type';

/** The issue word of an issue string and what it carries (the choices of `enum`, the kind of `type`). */
export function issueDetail(issue: string): { word: string; detail: string } {
  const colon = issue.indexOf(':');
  return colon < 0 ? { word: issue, detail: '' } : { word: issue.slice(0, colon), detail: issue.slice(colon + 1) };
}

/**
 * A schema issue in the words the forms use for a field's rule: empty is `required`, a length
 * outside the bounds is `minLength`/`maxLength`, a value outside the choices `enum`, a value of the
 * wrong kind `type`, anything else breaks the field's pattern.
 * A custom check may name its own issue through `params.issue`.
 */
function issueOfSchema(issue: SchemaIssue, value: unknown): string {
  switch (issue.code) {
    case 'too_small':
      return value === '' || value === undefined ? 'required' : 'minLength';
    case 'too_big':
      return 'maxLength';
    case 'custom':
      return typeof issue.params?.issue === 'string' ? issue.params.issue : 'pattern';
    case 'invalid_value':
      return value === undefined || value === '' ? 'required' : `${ENUM_ISSUE}:${(issue.values ?? []).map(String).join(', ')}`;
    case 'invalid_type':
      return value === undefined ? 'required' : `${TYPE_ISSUE}:${issue.expected ?? 'value'}`;
    default:
      return 'pattern';
  }
}

/** The value a schema issue is about (zod leaves the input out of its issues). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
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
    if (field && !(field in out)) out[field] = issueOfSchema(issue, valueAt(input, issue.path));
  }
  return out;
}
