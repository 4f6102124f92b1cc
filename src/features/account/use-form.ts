import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormIssue } from './messages';

/** Checks one field against the whole form (a confirmation looks at the password). */
export type FieldCheck<F extends string> = (value: string, values: Record<F, string>) => FormIssue | null;

/**
 * Form state for the account screens: values, which fields the player has left, the issue
 * of each, and issues the platform answered with (cleared when that field changes). Fields
 * are re-checked on every change, so a confirmation follows its password.
 */
export function useForm<F extends string>(initial: Record<F, string>, checks: NoInfer<Partial<Record<F, FieldCheck<F>>>>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverIssues, setServerIssues] = useState<Partial<Record<F, FormIssue>>>({});
  const inputs = useRef(new Map<F, HTMLElement | null>());
  const checksRef = useRef(checks);
  checksRef.current = checks;

  const issues = useMemo(() => {
    const out: Partial<Record<F, FormIssue>> = {};
    for (const field of Object.keys(values) as F[]) {
      const issue = serverIssues[field] ?? checksRef.current[field]?.(values[field], values) ?? null;
      if (issue) out[field] = issue;
    }
    return out;
    // `checks` may be re-created each render; `values` and server issues drive the result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, serverIssues, checks]);

  const set = useCallback((field: F, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
    setServerIssues((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  const touch = useCallback((field: F) => setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true })), []);

  /** Marks every field touched; answers the first field (in form order) with an issue, focused. */
  const validateAll = useCallback(
    (order: readonly F[]): F | null => {
      setTouched(Object.fromEntries(order.map((f) => [f, true])) as Partial<Record<F, boolean>>);
      const first = order.find((field) => issues[field]) ?? null;
      if (first) inputs.current.get(first)?.focus();
      return first;
    },
    [issues],
  );

  const setServerIssue = useCallback((field: F, issue: FormIssue) => {
    setServerIssues((previous) => ({ ...previous, [field]: issue }));
    setTouched((previous) => ({ ...previous, [field]: true }));
    inputs.current.get(field)?.focus();
  }, []);

  const bind = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      inputs.current.set(field, element);
    },
    [],
  );

  const focus = useCallback((field: F) => inputs.current.get(field)?.focus(), []);

  /** The issue to show: only once the player has typed in or left the field, or tried to submit. */
  const shown = (field: F): FormIssue | null => (touched[field] ? (issues[field] ?? null) : null);

  return { values, set, setValues, touch, issues, shown, validateAll, setServerIssue, bind, focus };
}
