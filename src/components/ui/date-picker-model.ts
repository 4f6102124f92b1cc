/**
 * The date picker's rules, apart from its looks: the modes and their columns, the allowed
 * range (2000 to 2030 unless a page narrows it), clipping a value into it, and the choices each
 * column offers given the columns before it. Values are plain calendar fields, no time zone:
 * the page says which day or time they mean (the records pages mean Asia/Manila days).
 */
export const PICKER_MODES = ['datetime', 'date', 'time', 'month', 'year'] as const;
export type PickerMode = (typeof PICKER_MODES)[number];
export type PickerColumn = 'year' | 'month' | 'day' | 'hour' | 'minute';

export interface PickerValue {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export const PICKER_MIN: PickerValue = { year: 2000, month: 1, day: 1, hour: 0, minute: 0 };
export const PICKER_MAX: PickerValue = { year: 2030, month: 12, day: 31, hour: 23, minute: 59 };
export const MINUTE_STEP = 1;

export const PICKER_COLUMNS: Record<PickerMode, readonly PickerColumn[]> = {
  datetime: ['year', 'month', 'day', 'hour', 'minute'],
  date: ['year', 'month', 'day'],
  time: ['hour', 'minute'],
  month: ['year', 'month'],
  year: ['year'],
};

const FIRST: PickerValue = { year: 2000, month: 1, day: 1, hour: 0, minute: 0 };
const LIMITS: Record<PickerColumn, [number, number]> = { year: [1, 9999], month: [1, 12], day: [1, 31], hour: [0, 23], minute: [0, 59] };

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The value as the mode sees it: the fields the mode does not show are fixed, so they never decide a comparison. */
function inMode(value: PickerValue, mode: PickerMode): PickerValue {
  const columns = PICKER_COLUMNS[mode];
  const out = { ...value };
  for (const column of Object.keys(FIRST) as PickerColumn[]) if (!columns.includes(column)) out[column] = FIRST[column];
  return out;
}

const orderOf = (v: PickerValue) => (((v.year * 100 + v.month) * 100 + v.day) * 100 + v.hour) * 100 + v.minute;

/** Each field brought into its own span (a 31st in a 30-day month becomes the 30th). */
function normalised(value: PickerValue): PickerValue {
  const clamp = (column: PickerColumn, n: number) => {
    const [low, high] = LIMITS[column];
    return Math.min(high, Math.max(low, Math.trunc(Number.isFinite(n) ? n : low)));
  };
  const year = clamp('year', value.year);
  const month = clamp('month', value.month);
  return {
    year,
    month,
    day: Math.min(clamp('day', value.day), daysInMonth(year, month)),
    hour: clamp('hour', value.hour),
    minute: clamp('minute', value.minute),
  };
}

/** The value clipped into [min, max] in the mode's fields; a value outside lands on the nearer end. */
export function clip(value: PickerValue, mode: PickerMode, min: PickerValue = PICKER_MIN, max: PickerValue = PICKER_MAX): PickerValue {
  const v = inMode(normalised(value), mode);
  const low = inMode(normalised(min), mode);
  const high = inMode(normalised(max), mode);
  if (orderOf(v) < orderOf(low)) return low;
  if (orderOf(v) > orderOf(high)) return high;
  return v;
}

/**
 * What a column offers given the value's earlier columns: the whole span, narrowed at the
 * start when every earlier column sits on `min`'s, and at the end when every earlier one sits on `max`'s.
 */
export function columnOptions(
  column: PickerColumn,
  value: PickerValue,
  mode: PickerMode,
  min: PickerValue = PICKER_MIN,
  max: PickerValue = PICKER_MAX,
  minuteStep: number = MINUTE_STEP,
): number[] {
  const columns = PICKER_COLUMNS[mode];
  const earlier = columns.slice(0, columns.indexOf(column));
  const v = clip(value, mode, min, max);
  const low = inMode(normalised(min), mode);
  const high = inMode(normalised(max), mode);
  let [first, last] = column === 'year' ? [low.year, high.year] : LIMITS[column];
  if (column === 'day') last = daysInMonth(v.year, v.month);
  if (earlier.every((c) => v[c] === low[c])) first = Math.max(first, low[column]);
  if (earlier.every((c) => v[c] === high[c])) last = Math.min(last, high[column]);
  const step = column === 'minute' ? Math.max(1, Math.trunc(minuteStep)) : 1;
  const options: number[] = [];
  for (let n = first; n <= last; n += step) options.push(n);
  return options;
}

/** The value with one column set, then clipped (later columns follow: a day past the new month's end moves in). */
export const withColumn = (value: PickerValue, column: PickerColumn, n: number, mode: PickerMode, min?: PickerValue, max?: PickerValue) =>
  clip({ ...value, [column]: n }, mode, min, max);

const pad = (n: number) => String(n).padStart(2, '0');

/** A YYYY-MM-DD day as picker fields, or null when it is not one. */
export function fromIsoDate(text: string): PickerValue | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day, hour: 0, minute: 0 };
}

export const toIsoDate = (value: PickerValue) => `${value.year}-${pad(value.month)}-${pad(value.day)}`;

/** The value in the player's words for its mode, e.g. "25 Nov 2026", "Nov 2026", "14:05". */
export function formatPicked(value: PickerValue, mode: PickerMode, locale: string): string {
  const at = new Date(Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute));
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC' };
  const columns = PICKER_COLUMNS[mode];
  if (columns.includes('year')) options.year = 'numeric';
  if (columns.includes('month')) options.month = 'short';
  if (columns.includes('day')) options.day = 'numeric';
  if (columns.includes('hour')) Object.assign(options, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return at.toLocaleString(locale, options);
}

/** One choice of a column as shown on the wheel: month names short, hours and minutes two digits. */
export function formatOption(column: PickerColumn, n: number, locale: string): string {
  if (column === 'month') return new Date(Date.UTC(2000, n - 1, 1)).toLocaleString(locale, { month: 'short', timeZone: 'UTC' });
  if (column === 'hour' || column === 'minute') return pad(n);
  return String(n);
}
