/** Database values as the services need them: BIGINT and NUMERIC may arrive as text or number depending on the driver. */
export const int = (value: unknown): number => Number(value);
export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
