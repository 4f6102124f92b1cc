import { formatMinorUnits } from '../../../../contract/payments';
import { isSelfExclusion, LIMIT_KEYS, limitPeriodOf, type HistoryAction, type ProtectionState } from '../../../../contract/protection';
import type { Database } from '../../db/database';
import { periodStart, type ProtectionClock } from './clock';
import type { Spending } from './spending';
import { isMoneyLimit, limitText, num, type ProtectionStore } from './store';

/** The protection page: the player's limits and what each has used, the reality check, any break, the history and where to get help. */
export function createProtectionState(deps: {
  db: Database;
  clock: ProtectionClock;
  store: ProtectionStore;
  spending: Spending;
  helpContacts: () => { csType: string; title: string; path: string }[];
}) {
  const { db, clock, store, spending } = deps;
  return async function state(memberId: number): Promise<ProtectionState> {
    const now = clock.now();
    const [settings, limits, entries] = await Promise.all([
      store.settingsOf(db, memberId),
      store.limitsOf(db, memberId),
      db.query<{ at: Date; action: HistoryAction; subject: string | null; value: string | null; previous: string | null }>(
        'SELECT at, action, subject, value, previous FROM protection_history WHERE member_id = $1 ORDER BY id DESC LIMIT 100',
        [memberId],
      ),
    ]);
    const byKey = new Map(limits.map((row) => [row.limit_key, row]));
    const list = [];
    for (const key of LIMIT_KEYS) {
      const row = byKey.get(key);
      const value = num(row?.value);
      let used = 0;
      if (isMoneyLimit(key)) {
        const since = periodStart(limitPeriodOf(key), now);
        used = key.startsWith('DEPOSIT') ? await spending.deposited(db, memberId, since) : await spending.netLoss(db, memberId, since);
      }
      const confirmableAt = row?.pending ? row.pending_confirmable_at : null;
      list.push({
        key,
        value: limitText(key, value),
        pending:
          row?.pending && confirmableAt
            ? {
                value: limitText(key, num(row.pending_value)),
                confirmableAt: confirmableAt.toISOString(),
                confirmable: confirmableAt.getTime() <= now.getTime(),
              }
            : null,
        used: isMoneyLimit(key) ? formatMinorUnits(used) : '0',
        remaining: value === null ? null : isMoneyLimit(key) ? formatMinorUnits(Math.max(0, value - used)) : String(value),
      });
    }
    const taken = store.activeBreak(settings, now);
    return {
      now: now.toISOString(),
      limits: list,
      realityCheckMinutes: settings?.reality_check_seconds ? Math.max(1, Math.round(settings.reality_check_seconds / 60)) : null,
      activeBreak: taken
        ? { period: taken.period, endsAt: taken.endsAt.toISOString(), selfExclusion: isSelfExclusion(taken.period) }
        : null,
      history: entries.rows.map((row) => ({
        at: new Date(row.at).toISOString(),
        action: row.action,
        subject: row.subject,
        value: row.value,
        previous: row.previous,
      })),
      help: deps.helpContacts(),
    };
  };
}
