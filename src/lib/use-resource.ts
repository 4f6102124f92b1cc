import { useQuery, type QueryResult } from './query/use-query';

export type Resource<T> = QueryResult<T>;

/**
 * The older form of `useQuery` (src/lib/query/use-query.ts), kept only while the account pages
 * still call it: a string key, no stored copy. New reads declare `getXQueryOptions` and use `useQuery`.
 */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  return useQuery(key ? { key: ['resource', key], load } : null);
}
