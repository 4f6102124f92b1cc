import type { SearchSchemaInput } from '@tanstack/react-router';
import type * as z from 'zod/mini';

/**
 * What a route's `validateSearch` receives and what its page reads. The input is the schema's
 * input, so a typed link may leave out every field with a default or a fallback.
 */
export interface SearchValidator<Input, Output> {
  (search: Record<string, unknown>): Output;
  // The router reads a validator's input type from its last signature.
  (search: Input & SearchSchemaInput): Output;
}

/**
 * A route's search check whose zod schema is built the first time a page of that route opens.
 * Built at start-up, the route table's schemas cost a phone tens of milliseconds before the
 * first screen, though a visit opens one or two of those pages.
 */
export function lazySearch<Schema extends z.ZodMiniType>(build: () => Schema): SearchValidator<z.input<Schema>, z.output<Schema>> {
  let schema: Schema | undefined;
  return (search) => (schema ??= build()).parse(search);
}
