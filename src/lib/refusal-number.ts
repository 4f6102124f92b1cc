import type { ApiFailure } from './api-client';

/** A number the platform sent with a refusal (the tries left, a count), when it sent one. */
export function refusalNumber(refusal: ApiFailure | undefined, key: string): number | undefined {
  const value = (refusal?.value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
