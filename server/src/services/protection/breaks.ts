import { ERROR_CODES } from '../../../../contract/errors';
import { COOLING_OFF_HOURS, isSelfExclusion, PROTECTION_ERRORS, type BreakPeriod } from '../../../../contract/protection';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { verifyPassword } from '../accounts/passwords';
import { addMonths, HOUR, type ProtectionClock } from './clock';
import { refuseTrial, type ProtectionStore, type SettingsRow } from './store';

function breakEnd(period: BreakPeriod, from: Date): Date {
  const hours = { '24H': 24, '7D': 7 * 24, '30D': 30 * 24, '6W': 42 * 24 } as Record<string, number>;
  if (hours[period] !== undefined) return new Date(from.getTime() + hours[period] * HOUR);
  const months = period === '6M' ? 6 : period === '1Y' ? 12 : 60;
  // A self-exclusion ends only after its period and the cooling-off that follows it.
  return new Date(addMonths(from, months).getTime() + COOLING_OFF_HOURS * HOUR);
}

/** Breaks from play: time-outs and self-exclusions, taken by the player and refused nothing short of their end. */
export function createBreaks(deps: {
  db: Database;
  clock: ProtectionClock;
  store: ProtectionStore;
  revokeMemberSessions: (memberId: number) => Promise<void>;
}) {
  const { db, clock, store } = deps;
  return {
    refuseDuringBreak(settings: SettingsRow | null): void {
      const taken = store.activeBreak(settings);
      if (!taken) return;
      const selfExcluded = isSelfExclusion(taken.period);
      throw new ApiError(
        403,
        selfExcluded ? ERROR_CODES.selfExcluded : ERROR_CODES.timeOut,
        selfExcluded
          ? `You excluded yourself from play until ${taken.endsAt.toISOString()}`
          : `You are taking a break from play until ${taken.endsAt.toISOString()}`,
        { until: taken.endsAt.toISOString(), period: taken.period },
      );
    },

    /**
     * A time-out or a self-exclusion, confirmed with the login password. It cannot be ended
     * early; a longer one may replace a shorter one. The session that took it ends.
     */
    async takeBreak(session: Session, period: BreakPeriod, password: string): Promise<{ period: BreakPeriod; endsAt: string }> {
      refuseTrial(session);
      const { rows } = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM members WHERE id = $1', [
        session.memberId,
      ]);
      const hash = rows[0]?.password_hash;
      if (!hash || !(await verifyPassword(password, hash))) {
        throw new ApiError(400, PROTECTION_ERRORS.passwordWrong, 'The password is incorrect', { fields: { password: 'wrong' } });
      }
      const now = clock.now();
      const endsAt = breakEnd(period, now);
      await db.transaction(async (tx) => {
        const settings = await store.lockSettings(tx, session.memberId);
        const taken = store.activeBreak(settings, now);
        if (taken && taken.endsAt.getTime() >= endsAt.getTime()) {
          throw new ApiError(400, PROTECTION_ERRORS.breakShorter, `A break already runs until ${taken.endsAt.toISOString()}`, {
            until: taken.endsAt.toISOString(),
          });
        }
        await tx.query(
          'UPDATE protection_settings SET break_period = $2, break_started_at = $3, break_ends_at = $4, updated_at = now() WHERE member_id = $1',
          [session.memberId, period, now, endsAt],
        );
        await store.history(tx, session.memberId, isSelfExclusion(period) ? 'SELF_EXCLUSION' : 'TIME_OUT', {
          subject: period,
          value: endsAt.toISOString(),
          previous: taken ? taken.endsAt.toISOString() : null,
        });
      });
      // Every session of the player ends, this device's and any other's: the next login is withdraw-only.
      await deps.revokeMemberSessions(session.memberId);
      return { period, endsAt: endsAt.toISOString() };
    },

    /** Whether the member is on a time-out or self-excluded now: no promotions, popups or marketing messages then. */
    async isExcluded(memberId: number, q: Queryable = db): Promise<boolean> {
      return store.activeBreak(await store.settingsOf(q, memberId)) !== null;
    },
  };
}
