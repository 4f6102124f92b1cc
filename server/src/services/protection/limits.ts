import { ERROR_CODES } from '../../../../contract/errors';
import { formatMinorUnits, parseMinorUnits } from '../../../../contract/payments';
import {
  LIMIT_RAISE_DELAY_HOURS,
  limitPeriodOf,
  PLAY_LIMIT_ERRORS,
  PROTECTION_ERRORS,
  SESSION_LIMIT_RANGE,
  type LimitKey,
} from '../../../../contract/protection';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { HOUR, periodStart, type ProtectionClock } from './clock';
import type { Spending } from './spending';
import { isMoneyLimit, limitText, num, type ProtectionStore } from './store';

function parseLimit(key: LimitKey, text: string | null): number | null {
  if (text === null) return null;
  if (isMoneyLimit(key)) {
    const cents = parseMinorUnits(text);
    if (cents === null || cents <= 0)
      throw new ApiError(400, ERROR_CODES.badRequest, 'value: not a valid amount', { fields: { value: 'pattern' } });
    return cents;
  }
  const minutes = Number(text);
  if (!Number.isInteger(minutes) || minutes < SESSION_LIMIT_RANGE.min || minutes > SESSION_LIMIT_RANGE.max) {
    throw new ApiError(400, ERROR_CODES.badRequest, `value: whole minutes from ${SESSION_LIMIT_RANGE.min} to ${SESSION_LIMIT_RANGE.max}`, {
      fields: { value: 'range' },
    });
  }
  return minutes;
}

/** Deposit, loss and session limits: set and changed by the player, held against each deposit and real-money bet. */
export function createLimits(deps: { db: Database; clock: ProtectionClock; store: ProtectionStore; spending: Spending }) {
  const { db, clock, store, spending } = deps;
  return {
    /**
     * Sets, lowers, raises or removes a limit. Setting a first limit or lowering one takes
     * effect at once; raising or removing waits 24 hours and then the player's confirmation,
     * and the old limit holds meanwhile.
     */
    async set(memberId: number, key: LimitKey, text: string | null): Promise<void> {
      const next = parseLimit(key, text);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await store.lockSettings(tx, memberId);
        const row = (await store.limitsOf(tx, memberId)).find((limit) => limit.limit_key === key);
        const current = num(row?.value);
        if (current === next) {
          // Asking again for the limit in force withdraws a raise still waiting.
          if (row?.pending) {
            await tx.query(
              'UPDATE protection_limits SET pending = false, pending_value = NULL, pending_confirmable_at = NULL WHERE member_id = $1 AND limit_key = $2',
              [memberId, key],
            );
            await store.history(tx, memberId, 'LIMIT_RAISE_CANCELLED', { subject: key, value: limitText(key, next) });
          }
          return;
        }
        const atOnce = next !== null && (current === null || next < current);
        if (atOnce) {
          await tx.query(
            `INSERT INTO protection_limits (member_id, limit_key, value, pending) VALUES ($1, $2, $3, false)
             ON CONFLICT (member_id, limit_key) DO UPDATE SET value = $3, pending = false, pending_value = NULL, pending_confirmable_at = NULL`,
            [memberId, key, next],
          );
          await store.history(tx, memberId, current === null ? 'LIMIT_SET' : 'LIMIT_LOWERED', {
            subject: key,
            value: limitText(key, next),
            previous: limitText(key, current),
          });
          return;
        }
        const confirmableAt = new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * HOUR);
        await tx.query(
          'UPDATE protection_limits SET pending = true, pending_value = $3, pending_confirmable_at = $4 WHERE member_id = $1 AND limit_key = $2',
          [memberId, key, next, confirmableAt],
        );
        await store.history(tx, memberId, 'LIMIT_RAISE_REQUESTED', {
          subject: key,
          value: limitText(key, next),
          previous: limitText(key, current),
        });
      });
    },

    /** Applies a raise or removal once its 24 hours have passed. */
    async confirm(memberId: number, key: LimitKey): Promise<void> {
      await db.transaction(async (tx) => {
        await store.lockSettings(tx, memberId);
        const row = (await store.limitsOf(tx, memberId)).find((limit) => limit.limit_key === key);
        const confirmableAt = row?.pending ? row.pending_confirmable_at : null;
        if (!row || !confirmableAt) throw new ApiError(400, PROTECTION_ERRORS.nothingToConfirm, 'No change of this limit is waiting');
        if (confirmableAt.getTime() > clock.now().getTime()) {
          throw new ApiError(400, PROTECTION_ERRORS.notYetConfirmable, `This change can be confirmed from ${confirmableAt.toISOString()}`, {
            confirmableAt: confirmableAt.toISOString(),
          });
        }
        const next = num(row.pending_value);
        await tx.query(
          'UPDATE protection_limits SET value = $3, pending = false, pending_value = NULL, pending_confirmable_at = NULL WHERE member_id = $1 AND limit_key = $2',
          [memberId, key, next],
        );
        await store.history(tx, memberId, 'LIMIT_RAISE_CONFIRMED', {
          subject: key,
          value: limitText(key, next),
          previous: limitText(key, num(row.value)),
        });
      });
    },

    /** Refuses a deposit (already written in `tx`) that takes the member's deposits past a deposit limit. */
    async assertDepositWithin(tx: Queryable, memberId: number, amountCents: number): Promise<void> {
      const now = clock.now();
      for (const row of await store.limitsOf(tx, memberId)) {
        const limit = num(row.value);
        if (limit === null || !row.limit_key.startsWith('DEPOSIT')) continue;
        const period = limitPeriodOf(row.limit_key);
        const total = await spending.deposited(tx, memberId, periodStart(period, now));
        if (total > limit) {
          const remaining = Math.max(0, limit - (total - amountCents));
          throw new ApiError(
            403,
            PLAY_LIMIT_ERRORS.depositLimit,
            `This deposit would pass your deposit limit; you can deposit ${formatMinorUnits(remaining)} more`,
            {
              period,
              limit: formatMinorUnits(limit),
              remaining: formatMinorUnits(remaining),
            },
          );
        }
      }
    },

    /** Refuses a real-money bet that could take the member's net loss past a loss limit. */
    async assertBetWithin(tx: Queryable, memberId: number, betCents: number): Promise<void> {
      const now = clock.now();
      for (const row of await store.limitsOf(tx, memberId)) {
        const limit = num(row.value);
        if (limit === null || !row.limit_key.startsWith('LOSS')) continue;
        const period = limitPeriodOf(row.limit_key);
        const loss = await spending.netLoss(tx, memberId, periodStart(period, now));
        if (loss + betCents > limit) {
          const remaining = Math.max(0, limit - loss);
          throw new ApiError(
            403,
            PLAY_LIMIT_ERRORS.lossLimit,
            `This bet could pass your loss limit; ${formatMinorUnits(remaining)} is left`,
            {
              period,
              limit: formatMinorUnits(limit),
              remaining: formatMinorUnits(remaining),
            },
          );
        }
      }
    },
  };
}
