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

type SchemaBuilders = Record<string, () => z.ZodMiniType>;

/** A search check was asked for before its schemas arrived: the router treats it as a search error. */
export class SearchSchemasNotLoaded extends Error {
  constructor() {
    super('search schemas not loaded yet');
  }
}

export interface LazySearchSchemas<S extends SchemaBuilders> {
  /** The route's `validateSearch`: typed from the schema, checking with it once the schemas are here. */
  validatorOf<K extends keyof S & string>(name: K): SearchValidator<z.input<ReturnType<S[K]>>, z.output<ReturnType<S[K]>>>;
  /** Loads the schemas (once; a failed load is tried again on the next call). */
  load(): Promise<void>;
  loaded(): boolean;
}

/**
 * The route table's search checks, whose zod schemas live in a module loaded on demand: the
 * route table is part of start-up, and zod would be a tenth of Home's first download though Home
 * reads no search value. Whoever resolves a location (start-up, a navigation, a preload) first
 * awaits `load()`; each schema is then built the first time its page opens.
 */
export function lazySearchSchemas<S extends SchemaBuilders>(importSchemas: () => Promise<S>): LazySearchSchemas<S> {
  let builders: S | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= importSchemas().then(
      (module) => {
        builders = module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    loaded: () => builders !== undefined,
    validatorOf(name) {
      let schema: z.ZodMiniType | undefined;
      return ((search: Record<string, unknown>) => {
        if (!builders) {
          void load().catch(() => undefined);
          throw new SearchSchemasNotLoaded();
        }
        schema ??= builders[name]!();
        return schema.parse(search);
      }) as never;
    },
  };
}
