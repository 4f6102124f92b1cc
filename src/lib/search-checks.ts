import type { SearchSchemaInput } from '@tanstack/react-router';
import { isSafeAppPath } from './route-meta';

/*
 * Checks of the values a page reads from its address. They load with the route table, which
 * every first visit downloads, so they are a few plain functions rather than a schema library.
 * None throws: a value that does not fit is dropped or gives way to the field's default, so a
 * hand-edited or stale link still opens its page.
 */

declare const linkValue: unique symbol;

/** One field's check: what the page reads from whatever the address holds (`undefined`: absent or unfit). */
export interface Check<LinkValue, PageValue> {
  (value: unknown): PageValue;
  /** Type only: what a typed link may write in this field. */
  readonly [linkValue]?: LinkValue;
}

/**
 * The router reads a value as JSON where it parses (`nodeId=100001` arrives as a number), so a
 * text field takes a number back as text.
 */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

interface TextRule {
  pattern?: RegExp;
  maxLength?: number;
  /** Spaces around the value are dropped before the rule applies. */
  trim?: boolean;
  fits?: (text: string) => boolean;
}

/** Text that follows `rule`. */
export function text(rule: TextRule = {}): Check<string, string | undefined> {
  return (value) => {
    const raw = asText(value);
    if (raw === undefined) return undefined;
    const candidate = rule.trim ? raw.trim() : raw;
    if (rule.maxLength !== undefined && candidate.length > rule.maxLength) return undefined;
    if (rule.pattern && !rule.pattern.test(candidate)) return undefined;
    if (rule.fits && !rule.fits(candidate)) return undefined;
    return candidate;
  };
}

/** A path of this app (same origin, never `//host` or `scheme:`), as a page to return to. */
export function appPath(maxLength?: number): Check<string, string | undefined> {
  return text(maxLength === undefined ? { fits: isSafeAppPath } : { maxLength, fits: isSafeAppPath });
}

/** A whole number from `min` to `max`; text such as `"3"` counts as 3, as the address carries it. */
export function wholeNumber(min: number, max: number): Check<number, number | undefined> {
  return (value) => {
    if (value === undefined || typeof value === 'symbol') return undefined;
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };
}

/** One of `values`, exactly as written. */
export function oneOf<const Value extends string>(values: readonly Value[]): Check<Value, Value | undefined> {
  return (value) => values.find((allowed) => allowed === value);
}

/** The field's value, or `fallback` when the address has none or one that does not fit. */
export function orDefault<LinkValue, PageValue>(
  check: Check<LinkValue, PageValue | undefined>,
  fallback: PageValue,
): Check<LinkValue, PageValue> {
  return (value) => check(value) ?? fallback;
}

/**
 * What a route's `validateSearch` receives and what its page reads. Links are typed with
 * `LinkSearch`, in which every field may be left out: each has a default or may be absent.
 */
export interface SearchValidator<LinkSearch, PageSearch> {
  (search: Record<string, unknown>): PageSearch;
  // The router reads a validator's link type from its last signature.
  (search: LinkSearch & SearchSchemaInput): PageSearch;
}

type Fields = Record<string, Check<unknown, unknown>>;
type LinkValueOf<C> = C extends Check<infer LinkValue, unknown> ? LinkValue : never;
type LinkSearch<F extends Fields> = { [Name in keyof F]?: LinkValueOf<F[Name]> | undefined };
type PageSearch<F extends Fields> = { [Name in keyof F]: ReturnType<F[Name]> };

/**
 * A route's search check from one check per field. Every field it names is in the result, even
 * as `undefined`: the router lays a route's checked values over the address's raw ones, so a
 * field left out would let an unchecked value through to the page.
 */
export function searchOf<F extends Fields>(fields: F): SearchValidator<LinkSearch<F>, PageSearch<F>> {
  const check = (search: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(fields).map(([name, checkField]) => [name, checkField(search[name])]));
  // Both signatures take the address's values; the second only types links.
  return check as SearchValidator<LinkSearch<F>, PageSearch<F>>;
}
