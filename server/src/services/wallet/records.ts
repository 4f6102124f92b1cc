import { CUSTOM_RANGE_MAX_DAYS, WALLET_ERRORS, type RecordRange } from '../../../../contract/payments';
import { ApiError } from '../../http/api-error';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The start of a Manila day (YYYY-MM-DD) as an instant, or null for a date that does not exist. */
function manilaDayStart(date: string): number | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return utc - MANILA_OFFSET_MS;
}

/**
 * A records page's date range as instants [from, to): whole days in Asia/Manila. A custom
 * range runs from its first day to the end of its last, at most 90 days, never backwards.
 */
export function resolveRange(
  input: { range: RecordRange; from?: string | undefined; to?: string | undefined },
  now = Date.now(),
): { from: Date; to: Date } {
  const today = Math.floor((now + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
  const span = (startDaysAgo: number, endDaysAgo: number) => ({
    from: new Date(today - startDaysAgo * DAY_MS),
    to: new Date(today - endDaysAgo * DAY_MS + DAY_MS),
  });
  switch (input.range) {
    case 'today':
      return span(0, 0);
    case 'yesterday':
      return span(1, 1);
    case 'last7':
      return span(6, 0);
    case 'last30':
      return span(29, 0);
    case 'custom': {
      const from = input.from ? manilaDayStart(input.from) : null;
      const to = input.to ? manilaDayStart(input.to) : null;
      if (from === null || to === null)
        throw new ApiError(400, WALLET_ERRORS.rangeInvalid, 'from, to: a custom range needs two real dates');
      if (to < from) throw new ApiError(400, WALLET_ERRORS.rangeInvalid, 'to: the range ends before it starts');
      if ((to - from) / DAY_MS + 1 > CUSTOM_RANGE_MAX_DAYS)
        throw new ApiError(400, WALLET_ERRORS.rangeInvalid, `to: a range of at most ${CUSTOM_RANGE_MAX_DAYS} days`);
      return { from: new Date(from), to: new Date(to + DAY_MS) };
    }
  }
}

/** A page of rows newest first, keyed by id: the next page starts below the last id shown. */
export function keysetPage<T extends { id: number }>(rows: T[], pageSize: number): { list: T[]; nextCursor: string | null } {
  const list = rows.slice(0, pageSize);
  return { list, nextCursor: rows.length > pageSize ? String(list[list.length - 1]!.id) : null };
}

/** The id below which the next page starts (none: from the newest). */
export const cursorId = (cursor: string | undefined) => (cursor ? Number(cursor) : Number.MAX_SAFE_INTEGER);
