import { PROTECTION_UTC_OFFSET_HOURS, type LimitPeriod } from '../../../../contract/protection';

/**
 * The one clock the protection rules read. In production it is the machine's time; the
 * development tools can move it forward (never back) to show what happens a day or a month
 * later. Records written by other parts of the platform carry the machine's time: `toClock`
 * and `toReal` translate between the two, so a deposit made before the clock moved by a day
 * reads as a day old.
 */
export interface ProtectionClock {
  now(): Date;
  /** Moves the clock forward by `ms`. */
  advance(ms: number): void;
  /** How far ahead of the machine's time the clock is now. */
  offsetMs(): number;
  /** The clock's time for a moment the machine recorded. */
  toClock(real: Date): Date;
  /** The earliest machine time whose clock time is at or after `at`: where a period starting at `at` begins in the records. */
  toReal(at: Date): Date;
}

export function createProtectionClock(machineNow: () => number = Date.now): ProtectionClock {
  // Each jump: from machine time `realAt` on, the clock runs `offset` ahead.
  const jumps: { realAt: number; offset: number }[] = [];
  const offsetAt = (real: number) => {
    let offset = 0;
    for (const jump of jumps) if (jump.realAt <= real) offset = jump.offset;
    return offset;
  };
  return {
    now: () => {
      const real = machineNow();
      return new Date(real + offsetAt(real));
    },
    advance(ms) {
      if (!(ms > 0)) return;
      jumps.push({ realAt: machineNow(), offset: offsetAt(machineNow()) + ms });
    },
    offsetMs: () => offsetAt(machineNow()),
    toClock: (real) => new Date(real.getTime() + offsetAt(real.getTime())),
    toReal(at) {
      const target = at.getTime();
      const segments = [{ realAt: -Infinity, offset: 0 }, ...jumps];
      for (let i = 0; i < segments.length; i++) {
        const start = segments[i]!.realAt;
        const end = segments[i + 1]?.realAt ?? Infinity;
        const candidate = Math.max(start, target - segments[i]!.offset);
        if (candidate < end) return new Date(candidate);
      }
      return new Date(target - offsetAt(machineNow()));
    },
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const shift = PROTECTION_UTC_OFFSET_HOURS * HOUR;

/** Where the period holding `at` starts: local midnight, Monday's midnight or the 1st's midnight (Philippine time). */
export function periodStart(period: LimitPeriod, at: Date): Date {
  const local = new Date(at.getTime() + shift);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (period === 'DAY') return new Date(midnight - shift);
  if (period === 'WEEK') return new Date(midnight - ((local.getUTCDay() + 6) % 7) * DAY - shift);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - shift);
}

/** Where the day after the one holding `at` starts. */
export const nextDayStart = (at: Date) => new Date(periodStart('DAY', at).getTime() + DAY);

/** `at` plus whole calendar months (a 6-month exclusion from 31 August ends on the last day of February). */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export { HOUR, DAY };
