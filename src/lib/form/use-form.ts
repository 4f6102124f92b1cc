import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkField } from '@contract/field-validation';
import type { FieldRule as OperatorRule } from '@contract/site';
import { ApiFailure } from '../api-client';
import { schemaFieldIssues, type SafeParser } from './schema-issues';

/** The part of an operator's field rule a form checks a value by. */
export type FieldRule = Pick<OperatorRule, 'required' | 'minLength' | 'maxLength' | 'patternId'>;

/** A field's own check that may look at the other fields (a confirmation looks at its password). */
export type FieldCheck<F extends string> = (value: string, values: Readonly<Record<F, string>>) => string | null;

/**
 * When the submit button is disabled, beyond "while sending":
 * - `attempt` (default): once a submit attempt found issues, until they are all fixed. The
 *   first press is always allowed, so it can focus the first invalid field and say why.
 * - `filled`: also while a field in play is required and empty (the spec's "disabled until
 *   all have a value").
 * - `valid`: also while any field in play has an issue (the spec's "submit disabled while
 *   errors exist"; the fields are checked on every change).
 */
export type SubmitGate = 'attempt' | 'filled' | 'valid';

export interface FormOptions<F extends string> {
  initial: Record<F, string>;
  /** The fields in play now, in the order the form shows them (the focus order); all of `initial` by default. */
  fields?: readonly NoInfer<F>[] | undefined;
  /** The operator's rules (account settings) or the contract's fixed ones, by field. */
  rules?: Partial<Record<NoInfer<F>, FieldRule>> | undefined;
  /** Fields sent trimmed, so checked trimmed. */
  trimmed?: readonly NoInfer<F>[] | undefined;
  /** Checks beyond the rule, run once the rule passes (confirmation, birthday, a money range). */
  checks?: Partial<Record<NoInfer<F>, FieldCheck<NoInfer<F>>>> | undefined;
  /** The contract's schema of what is sent, checked once the rules pass; `schemaInput` builds its input from the values. */
  schema?: SafeParser | undefined;
  schemaInput?: ((values: Record<NoInfer<F>, string>) => unknown) | undefined;
  /** The field a schema key belongs to, when the call spells it differently. */
  schemaFields?: Partial<Record<string, NoInfer<F>>> | undefined;
  /** The text of an issue of a field; `refusal` is the platform's answer when the issue is its (tries left, a limit). */
  message: (issue: string, field: NoInfer<F>, refusal?: ApiFailure) => string;
  /** Platform error codes that are about one field (username taken, wrong captcha): shown beside it. */
  fieldErrors?: Partial<Record<string, readonly [NoInfer<F>, string]>> | undefined;
  /** The form's issue for a word in a refusal's `fields` (400 `field.invalid`); the word itself by default. */
  fieldIssueOf?: ((word: string, field: NoInfer<F>, errorCode: string) => string) | undefined;
  gate?: SubmitGate | undefined;
}

/** What `register(name)` gives an input: spread it on a field component. */
export interface RegisteredField<F extends string> {
  name: F;
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** The id of the element that shows `error` (what aria-describedby points at while there is one). */
  errorId: string;
  /** The text of the field's issue, once the player typed in it, left it or tried to submit. */
  error: string | null;
}

type Issues<F extends string> = Partial<Record<F, string>>;

/*
 * A form the server drew can be typed in (or filled by the browser's password manager) before the
 * app takes the page over: the field keeps what was typed, the form's state does not know it, and its
 * next render would wipe it. On taking over, a field's typed value becomes the form's.
 */
function adoptTyped(element: HTMLElement | null, value: string, adopt: (typed: string) => void): void {
  if (element instanceof HTMLInputElement && element.value !== value) adopt(element.value);
}

/** The same for a checkbox the form keeps outside its values: `ref={adoptChecked(checked, setChecked)}`. */
export const adoptChecked =
  (checked: boolean, adopt: (checked: boolean) => void) =>
  (element: HTMLInputElement | null): void => {
    if (element && element.checked !== checked) adopt(element.checked);
  };

/**
 * The one form helper: values by field name, each field checked by its rule, its own check
 * and the contract's schema; the platform's field refusals shown beside the field until it
 * changes; the first invalid field focused on submit; the submit button's state.
 */
export function useForm<F extends string>(options: FormOptions<F>) {
  const { initial, schema, schemaInput, schemaFields, message } = options;
  const rules: Partial<Record<F, FieldRule>> = options.rules ?? {};
  const checks: Partial<Record<F, FieldCheck<F>>> = options.checks ?? {};
  const trimmed: readonly F[] = options.trimmed ?? [];
  const fields = useMemo(() => options.fields ?? (Object.keys(initial) as F[]), [options.fields, initial]);
  const [values, setValuesState] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, true>>>({});
  const [serverIssues, setServerIssues] = useState<Issues<F>>({});
  const refusals = useRef<Partial<Record<F, ApiFailure>>>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const sendingRef = useRef(false);
  const elements = useRef(new Map<F, HTMLElement | null>());
  const idPrefix = useId();
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const schemaIssues = useMemo<Issues<F>>(() => {
    if (!schema) return {};
    const fieldOf = (key: PropertyKey) => {
      const name = String(key);
      const field = schemaFields?.[name] ?? (name in values ? (name as F) : undefined);
      return field && fields.includes(field) ? field : undefined;
    };
    return schemaFieldIssues(schema, schemaInput ? schemaInput(values) : values, fieldOf);
  }, [schema, schemaInput, schemaFields, values, fields]);

  const issues: Issues<F> = {};
  for (const field of fields) {
    const value = trimmed.includes(field) ? values[field].trim() : values[field];
    const rule = rules[field];
    const issue = serverIssues[field] ?? (rule && checkField(rule, value)) ?? checks[field]?.(value, values) ?? schemaIssues[field] ?? null;
    if (issue) issues[field] = issue;
  }
  const issuesRef = useRef(issues);
  issuesRef.current = issues;

  const focus = useCallback((field: F) => elements.current.get(field)?.focus(), []);

  const setValue = useCallback((field: F, value: string) => {
    setValuesState((previous) => (previous[field] === value ? previous : { ...previous, [field]: value }));
    setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
    setServerIssues((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  /** Sets values without counting as the player's typing (clearing a used code, filling a remembered name). */
  const setValues = useCallback((next: Partial<Record<F, string>>) => setValuesState((previous) => ({ ...previous, ...next })), []);

  /** Starts the form over after it was sent: the given values (the initial ones otherwise), nothing touched, no issue shown. */
  const reset = useCallback((next: Partial<Record<F, string>> = {}) => {
    setValuesState({ ...optionsRef.current.initial, ...next });
    setTouched({});
    setServerIssues({});
    refusals.current = {};
    setAttempted(false);
    setFailure(null);
  }, []);

  const setServerIssue = useCallback(
    (field: F, issue: string) => {
      setServerIssues((previous) => ({ ...previous, [field]: issue }));
      setTouched((previous) => ({ ...previous, [field]: true }));
      focus(field);
    },
    [focus],
  );

  /** Checks `which` fields as a submit would: shows their issues and focuses the first; answers it, or null. */
  const validate = useCallback(
    (which: readonly F[] = fields): F | null => {
      setTouched((previous) => ({ ...previous, ...Object.fromEntries(which.map((f) => [f, true])) }));
      const first = which.find((field) => issuesRef.current[field]) ?? null;
      if (first) focus(first);
      return first;
    },
    [fields, focus],
  );

  /** A refusal about one field goes beside it; answers whether it did. */
  const placeFailure = (error: ApiFailure): boolean => {
    const { fieldErrors, fieldIssueOf } = optionsRef.current;
    const named = fieldErrors?.[error.errorCode];
    if (named && fields.includes(named[0])) {
      refusals.current[named[0]] = error;
      setServerIssue(named[0], named[1]);
      return true;
    }
    const words = (error.value as { fields?: unknown } | undefined)?.fields;
    if (words && typeof words === 'object') {
      const field = fields.find((f) => typeof (words as Record<string, unknown>)[f] === 'string');
      if (field) {
        const word = (words as Record<string, string>)[field]!;
        setServerIssue(field, fieldIssueOf ? fieldIssueOf(word, field, error.errorCode) : word);
        return true;
      }
    }
    return false;
  };

  /**
   * The form's submit handler: checks every field in play and focuses the first invalid one,
   * else runs `send` with the values, the button disabled meanwhile. A platform refusal is
   * placed beside its field, or kept in `failure` for the form's message; `onFailure` then
   * does what else the form needs (a new captcha, clearing a used code).
   */
  const handleSubmit =
    (send: (values: Record<F, string>) => Promise<void> | void, onFailure?: (failure: ApiFailure, placed: boolean) => void) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (sendingRef.current) return;
      setAttempted(true);
      setFailure(null);
      if (validate(fields)) return;
      sendingRef.current = true;
      setSending(true);
      try {
        await send(values);
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        const placed = placeFailure(error);
        if (!placed) setFailure(error);
        onFailure?.(error, placed);
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    };

  const register = (field: F): RegisteredField<F> => {
    const id = `${idPrefix}${field}`;
    const errorId = `${id}-message`;
    const issue = touched[field] ? issues[field] : undefined;
    return {
      name: field,
      id,
      value: values[field],
      onChange: (event) => setValue(field, event.target.value),
      onBlur: () => setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true })),
      ref: (element) => {
        elements.current.set(field, element);
        adoptTyped(element, values[field], (typed) => setValue(field, typed));
      },
      'aria-invalid': issue ? true : undefined,
      'aria-describedby': issue ? errorId : undefined,
      errorId,
      error: issue ? message(issue, field, serverIssues[field] === issue ? refusals.current[field] : undefined) : null,
    };
  };

  const gate = options.gate ?? 'attempt';
  const hasIssue = fields.some((field) => issues[field]);
  const blocked =
    (attempted && hasIssue) ||
    (gate === 'valid' && hasIssue) ||
    (gate === 'filled' && fields.some((field) => issues[field] === 'required' || issues[field] === 'blank'));

  return {
    values,
    /** The current issue of each field in play, shown or not. */
    issues,
    register,
    setValue,
    setValues,
    reset,
    setServerIssue,
    validate,
    focus,
    handleSubmit,
    sending,
    /** The last refusal not placed beside a field, for the form's message; cleared on the next submit. */
    failure,
    setFailure,
    submitDisabled: sending || blocked,
  };
}

export type Form<F extends string> = ReturnType<typeof useForm<F>>;
