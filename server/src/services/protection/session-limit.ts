import { ERROR_CODES } from '../../../../contract/errors';
import { isSelfExclusion, type BreakPeriod } from '../../../../contract/protection';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session, SessionResolver } from '../../http/context';
import { nextDayStart, type ProtectionClock } from './clock';
import { num, type ProtectionStore } from './store';

const SETTINGS_CACHE_MS = 5_000;

const sessionLimitError = (until: Date) =>
  new ApiError(401, ERROR_CODES.sessionLimit, 'Your session time limit is reached; you can log in again tomorrow', {
    until: until.toISOString(),
  });

/** The session time limit: a session that reaches it ends, and the member may not log in again until the next day. */
export function createSessionLimit(deps: {
  db: Database;
  clock: ProtectionClock;
  store: ProtectionStore;
  revokeSession: (sessionId: string) => Promise<void>;
}) {
  const { db, clock, store } = deps;
  // Whether a member has any protection settings, and their session limit: read on every request, so kept briefly.
  const sessionLimitCache = new Map<number, { minutes: number | null; at: number }>();

  async function sessionStartedAt(q: Queryable, sessionId: string): Promise<Date | null> {
    const { rows } = await q.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id = $1', [sessionId]);
    return rows[0] ? clock.toClock(new Date(rows[0].created_at)) : null;
  }

  async function sessionLimitOf(memberId: number): Promise<number | null> {
    const cached = sessionLimitCache.get(memberId);
    if (cached && Date.now() - cached.at < SETTINGS_CACHE_MS) return cached.minutes;
    const { rows } = await db.query<{ value: unknown }>(
      `SELECT value FROM protection_limits WHERE member_id = $1 AND limit_key = 'SESSION_MINUTES'`,
      [memberId],
    );
    const minutes = num(rows[0]?.value);
    sessionLimitCache.set(memberId, { minutes, at: Date.now() });
    return minutes;
  }

  /** Ends a session that has reached the member's session time limit: no login again until the next day. */
  async function enforceSessionLimit(session: Session): Promise<void> {
    const minutes = await sessionLimitOf(session.memberId);
    if (minutes === null) return;
    const started = await sessionStartedAt(db, session.sessionId);
    const now = clock.now();
    if (!started || now.getTime() - started.getTime() < minutes * 60_000) return;
    const until = nextDayStart(now);
    await db.transaction(async (tx) => {
      await store.lockSettings(tx, session.memberId);
      await tx.query(
        'UPDATE protection_settings SET session_blocked_until = GREATEST(session_blocked_until, $2), updated_at = now() WHERE member_id = $1',
        [session.memberId, until],
      );
      await store.history(tx, session.memberId, 'SESSION_LIMIT_REACHED', { subject: 'SESSION_MINUTES', value: String(minutes) });
    });
    await deps.revokeSession(session.sessionId);
    throw sessionLimitError(until);
  }

  return {
    /** A member's limits changed: their session limit is read afresh. */
    forget: (memberId: number) => sessionLimitCache.delete(memberId),

    /**
     * Login: refused after a session limit was reached, until the next day (the balance waits a
     * few hours at most). During a break the login goes on to a withdraw-only session, since a
     * break may keep the player away for years: the break in force is answered for that.
     */
    async checkLogin(memberId: number): Promise<{ period: BreakPeriod; endsAt: string; selfExclusion: boolean } | null> {
      const settings = await store.settingsOf(db, memberId);
      if (settings?.session_blocked_until && settings.session_blocked_until.getTime() > clock.now().getTime()) {
        throw sessionLimitError(settings.session_blocked_until);
      }
      const taken = store.activeBreak(settings);
      return taken ? { period: taken.period, endsAt: taken.endsAt.toISOString(), selfExclusion: isSelfExclusion(taken.period) } : null;
    },

    /** Every session the resolver hands out is checked against the member's session time limit. */
    guardSessions(resolver: SessionResolver): SessionResolver {
      return {
        async resolve(token) {
          const session = await resolver.resolve(token);
          if (session) await enforceSessionLimit(session);
          return session;
        },
      };
    },
  };
}
