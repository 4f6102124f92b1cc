import type { AgentPeriod, ContractKind } from '../../../../contract/agents';

/** Asia/Manila is UTC+8 all year (no daylight saving): the platform's days, weeks and months. */
const OFFSET_MS = 8 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const startOfDay = (at: number) => Math.floor((at + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
export const startOfHour = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;
/** Weeks start on Monday. */
export function startOfWeek(at: number): number {
  const day = startOfDay(at);
  const weekday = new Date(day + OFFSET_MS).getUTCDay();
  return day - ((weekday + 6) % 7) * DAY_MS;
}
export function startOfMonth(at: number, monthsAhead = 0): number {
  const local = new Date(at + OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead, 1) - OFFSET_MS;
}

/** The dashboard's period as instants [from, to). */
export function periodRange(period: AgentPeriod, now: number): { from: number; to: number } {
  const today = startOfDay(now);
  switch (period) {
    case 'today':
      return { from: today, to: today + DAY_MS };
    case 'yesterday':
      return { from: today - DAY_MS, to: today };
    case 'thisWeek': {
      const from = startOfWeek(now);
      return { from, to: from + 7 * DAY_MS };
    }
    case 'thisMonth':
      return { from: startOfMonth(now), to: startOfMonth(now, 1) };
    case 'lastMonth':
      return { from: startOfMonth(now, -1), to: startOfMonth(now) };
  }
}

/** The unit a contract is paid per, as SQL's date_trunc names it. */
export const CONTRACT_UNITS = { SALARY: 'day', HOURLY: 'hour', DIVIDEND: 'month' } as const satisfies Record<ContractKind, string>;

/** The start of the contract period holding `at`. */
export function periodStart(kind: ContractKind, at: number): number {
  switch (CONTRACT_UNITS[kind]) {
    case 'day':
      return startOfDay(at);
    case 'hour':
      return startOfHour(at);
    case 'month':
      return startOfMonth(at);
  }
}

/** The end of the contract period starting at `start`. */
export function periodEnd(kind: ContractKind, start: number): number {
  switch (CONTRACT_UNITS[kind]) {
    case 'day':
      return start + DAY_MS;
    case 'hour':
      return start + HOUR_MS;
    case 'month':
      return startOfMonth(start, 1);
  }
}
