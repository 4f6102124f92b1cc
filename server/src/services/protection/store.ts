import { ERROR_CODES } from '../../../../contract/errors';
import { isTrialType } from '../../../../contract/members';
import { formatMinorUnits } from '../../../../contract/payments';
import type { BreakPeriod, HistoryAction, LimitKey } from '../../../../contract/protection';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { ProtectionClock } from './clock';

export interface SettingsRow {
  member_id: number;
  reality_check_seconds: number | null;
  break_period: BreakPeriod | null;
  break_started_at: Date | null;
  break_ends_at: Date | null;
  session_blocked_until: Date | null;
}

export interface LimitRow {
  limit_key: LimitKey;
  value: unknown;
  pending: boolean;
  pending_value: unknown;
  pending_confirmable_at: Date | null;
}

export const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
export const isMoneyLimit = (key: LimitKey) => key !== 'SESSION_MINUTES';
export const limitText = (key: LimitKey, value: number | null) =>
  value === null ? null : isMoneyLimit(key) ? formatMinorUnits(value) : String(value);

/** A member's protection settings, limits and history as stored, read and written on the protection clock. */
export function createProtectionStore(clock: ProtectionClock) {
  const settingsOf = async (q: Queryable, memberId: number, lock = false) =>
    (await q.query<SettingsRow>(`SELECT * FROM protection_settings WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`, [memberId]))
      .rows[0] ?? null;

  /** The member's settings row, created when missing, locked for the rest of the transaction. */
  async function lockSettings(tx: Queryable, memberId: number): Promise<SettingsRow> {
    await tx.query('INSERT INTO protection_settings (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING', [memberId]);
    const row = await settingsOf(tx, memberId, true);
    if (!row) throw new Error('protection settings missing right after they were opened');
    return row;
  }

  const limitsOf = async (q: Queryable, memberId: number) =>
    (await q.query<LimitRow>('SELECT * FROM protection_limits WHERE member_id = $1', [memberId])).rows;

  const history = (
    tx: Queryable,
    memberId: number,
    action: HistoryAction,
    entry: { subject?: string | null; value?: string | null; previous?: string | null },
  ) =>
    tx.query('INSERT INTO protection_history (member_id, at, action, subject, value, previous) VALUES ($1, $2, $3, $4, $5, $6)', [
      memberId,
      clock.now(),
      action,
      entry.subject ?? null,
      entry.value ?? null,
      entry.previous ?? null,
    ]);

  /** A break (time-out or self-exclusion) in force, or null. */
  const activeBreak = (settings: SettingsRow | null, now = clock.now()) =>
    settings?.break_period && settings.break_ends_at && settings.break_ends_at.getTime() > now.getTime()
      ? { period: settings.break_period, endsAt: settings.break_ends_at }
      : null;

  return { settingsOf, lockSettings, limitsOf, history, activeBreak };
}

export type ProtectionStore = ReturnType<typeof createProtectionStore>;

/** Trial accounts play with play money only: their protection settings are not theirs to change. */
export function refuseTrial(session: Session): void {
  if (isTrialType(session.type))
    throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
}
