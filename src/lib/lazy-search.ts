import type * as z from 'zod/mini';

/** What a route's `validateSearch` receives and what its page reads. */
export type SearchValidator<T> = (search: Record<string, unknown>) => T;

/**
 * A route's search check whose zod schema is built the first time a page of that route opens.
 * Built at start-up, the route table's schemas cost a phone tens of milliseconds before the
 * first screen, though a visit opens one or two of those pages.
 */
export function lazySearch<Schema extends z.ZodMiniType>(build: () => Schema): SearchValidator<z.output<Schema>> {
  let schema: Schema | undefined;
  return (search) => (schema ??= build()).parse(search);
}
