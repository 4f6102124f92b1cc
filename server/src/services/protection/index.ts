import { isTrialType } from '../../../../contract/members';
import { ERROR_CODES } from '../../../../contract/errors';
import { formatMinorUnits, parseMinorUnits } from '../../../../contract/payments';
import {
  COOLING_OFF_HOURS,
  isSelfExclusion,
  LIMIT_KEYS,
  LIMIT_RAISE_DELAY_HOURS,
  limitPeriodOf,
  PLAY_LIMIT_ERRORS,
  PROTECTION_ERRORS,
  SESSION_LIMIT_RANGE,
  type BreakPeriod,
  type HistoryAction,
  type LimitKey,
  type ProtectionState,
  type RealityCheckStatus,
} from '../../../../contract/protection';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { AppContext, Session, SessionResolver } from '../../http/context';
import { verifyPassword } from '../accounts/passwords';
import { addMonths, createProtectionClock, HOUR, nextDayStart, periodStart, type ProtectionClock } from './clock';

interface SettingsRow {
  member_id: number;
  reality_check_seconds: number | null;
  break_period: BreakPeriod | null;
  break_started_at: Date | null;
  break_ends_at: Date | null;
  session_blocked_until: Date | null;
}

interface LimitRow {
  limit_key: LimitKey;
  value: unknown;
  pending: boolean;
  pending_value: unknown;
  pending_confirmable_at: Date | null;
}

export interface ProtectionDeps {
  ctx: AppContext;
  /** The operator's customer service contacts, shown as where to get help. */
  helpContacts: () => { title: string; path: string }[];
  /** Ends one session (a reality check answered with "log out", a session limit reached). */
  revokeSession: (sessionId: string) => Promise<void>;
  /** Ends every session of a member (a break taken). */
  revokeMemberSessions: (memberId: number) => Promise<void>;
  clock?: ProtectionClock;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const isMoneyLimit = (key: LimitKey) => key !== 'SESSION_MINUTES';
const limitText = (key: LimitKey, value: number | null) =>
  value === null ? null : isMoneyLimit(key) ? formatMinorUnits(value) : String(value);
const SETTINGS_CACHE_MS = 5_000;

function breakEnd(period: BreakPeriod, from: Date): Date {
  const hours = { '24H': 24, '7D': 7 * 24, '30D': 30 * 24, '6W': 42 * 24 } as Record<string, number>;
  if (hours[period] !== undefined) return new Date(from.getTime() + hours[period] * HOUR);
  const months = period === '6M' ? 6 : period === '1Y' ? 12 : 60;
  // A self-exclusion ends only after its period and the cooling-off that follows it.
  return new Date(addMonths(from, months).getTime() + COOLING_OFF_HOURS * HOUR);
}

/**
 * Player protection, enforced here for every door into play and money: deposit creation,
 * bets, game launch, login and sessions, promotions. Each of those calls one assertion of
 * this service; the client only explains what the platform decided.
 */
const services = new WeakMap<AppContext, ProtectionService>();

export function createProtectionService(deps: ProtectionDeps) {
  const { db } = deps.ctx;
  const clock = deps.clock ?? createProtectionClock();
  // Whether a member has any protection settings, and their session limit: read on every request, so kept briefly.
  const sessionLimitCache = new Map<number, { minutes: number | null; at: number }>();

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

  function refuseDuringBreak(settings: SettingsRow | null): void {
    const taken = activeBreak(settings);
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
  }

  const deposited = async (q: Queryable, memberId: number, since: Date) =>
    Number(
      (
        await q.query<{ total: unknown }>(
          `SELECT COALESCE(sum(amount_cents), 0) AS total FROM deposits
            WHERE member_id = $1 AND created_at >= $2
              AND (status = 'PAID' OR (status = 'PENDING' AND expires_at > now()))`,
          [memberId, clock.toReal(since)],
        )
      ).rows[0]?.total ?? 0,
    );

  /** Real-money stakes placed since `since` and still at play or played (a refunded line is none), and wins, in centavos. */
  const playSince = async (q: Queryable, memberId: number, since: Date) => {
    const { rows } = await q.query<{ bets: unknown; wins: unknown }>(
      `SELECT (SELECT COALESCE(sum(s.stake_cents), 0) FROM stakes s
                WHERE s.member_id = $1 AND s.wallet_kind = 'REAL' AND s.placed_at >= $2) AS bets,
              (SELECT COALESCE(sum((l.amount * 100)::bigint), 0) FROM ledger l JOIN wallets w ON w.id = l.wallet_id
                WHERE w.member_id = $1 AND w.kind = 'REAL' AND l.kind = 'WIN' AND l.created_at >= $2) AS wins`,
      [memberId, clock.toReal(since)],
    );
    return { betCents: Number(rows[0]?.bets ?? 0), winCents: Number(rows[0]?.wins ?? 0) };
  };

  /**
   * Net loss on real money since `since`: what was staked minus what was won, never below zero.
   * A stake counts from when it is placed, not when it settles: money waiting for a draw is
   * already at risk, and a line cancelled for its stake back was never at risk.
   */
  const netLoss = async (q: Queryable, memberId: number, since: Date) => {
    const { betCents, winCents } = await playSince(q, memberId, since);
    return Math.max(0, betCents - winCents);
  };

  const playSessionOf = async (q: Queryable, sessionId: string) =>
    (
      await q.query<{ play_started_at: Date; last_check_at: Date }>(
        'SELECT play_started_at, last_check_at FROM protection_sessions WHERE session_id = $1',
        [sessionId],
      )
    ).rows[0] ?? null;

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
      await lockSettings(tx, session.memberId);
      await tx.query(
        'UPDATE protection_settings SET session_blocked_until = GREATEST(session_blocked_until, $2), updated_at = now() WHERE member_id = $1',
        [session.memberId, until],
      );
      await history(tx, session.memberId, 'SESSION_LIMIT_REACHED', { subject: 'SESSION_MINUTES', value: String(minutes) });
    });
    await deps.revokeSession(session.sessionId);
    throw sessionLimitError(until);
  }

  const sessionLimitError = (until: Date) =>
    new ApiError(401, ERROR_CODES.sessionLimit, 'Your session time limit is reached; you can log in again tomorrow', {
      until: until.toISOString(),
    });

  async function realityStatus(q: Queryable, session: Session, settings: SettingsRow | null): Promise<RealityCheckStatus> {
    const interval = settings?.reality_check_seconds ?? null;
    const play = await playSessionOf(q, session.sessionId);
    const now = clock.now();
    let bet = 0;
    let won = 0;
    if (play) {
      const played = await playSince(q, session.memberId, play.play_started_at);
      bet = played.betCents;
      won = played.winCents;
    }
    const dueAt = interval !== null && play ? new Date(play.last_check_at.getTime() + interval * 1000) : null;
    const due = dueAt !== null && dueAt.getTime() <= now.getTime();
    return {
      enabled: interval !== null,
      startedAt: play ? play.play_started_at.toISOString() : null,
      dueAt: dueAt ? dueAt.toISOString() : null,
      due,
      dueInSeconds: dueAt ? Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / 1000)) : null,
      playedMinutes: play ? Math.floor((now.getTime() - play.play_started_at.getTime()) / 60_000) : 0,
      bet: formatMinorUnits(bet),
      won: formatMinorUnits(won),
      net: formatMinorUnits(won - bet),
    };
  }

  /** Play in this session starts at its first game launch; the reality check counts from there. */
  const startPlay = (q: Queryable, session: Session) =>
    q.query(
      `INSERT INTO protection_sessions (session_id, member_id, play_started_at, last_check_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (session_id) DO NOTHING`,
      [session.sessionId, session.memberId, clock.now()],
    );

  async function state(memberId: number): Promise<ProtectionState> {
    const now = clock.now();
    const [settings, limits, entries] = await Promise.all([
      settingsOf(db, memberId),
      limitsOf(db, memberId),
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
        used = key.startsWith('DEPOSIT') ? await deposited(db, memberId, since) : await netLoss(db, memberId, since);
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
    const taken = activeBreak(settings, now);
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
  }

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
      throw new ApiError(
        400,
        ERROR_CODES.badRequest,
        `value: whole minutes from ${SESSION_LIMIT_RANGE.min} to ${SESSION_LIMIT_RANGE.max}`,
        {
          fields: { value: 'range' },
        },
      );
    }
    return minutes;
  }

  /** The interval in seconds: the page offers 15, 30 or 60 minutes; the development tools set shorter ones. */
  async function setRealityCheckSeconds(memberId: number, seconds: number | null): Promise<void> {
    await db.transaction(async (tx) => {
      const settings = await lockSettings(tx, memberId);
      await tx.query('UPDATE protection_settings SET reality_check_seconds = $2, updated_at = now() WHERE member_id = $1', [
        memberId,
        seconds,
      ]);
      await tx.query('UPDATE protection_sessions SET last_check_at = $2 WHERE member_id = $1', [memberId, clock.now()]);
      await history(tx, memberId, 'REALITY_CHECK_SET', {
        subject: 'REALITY_CHECK',
        value: seconds === null ? null : String(Math.max(1, Math.round(seconds / 60))),
        previous: settings.reality_check_seconds === null ? null : String(Math.max(1, Math.round(settings.reality_check_seconds / 60))),
      });
    });
  }

  const refuseTrial = (session: Session) => {
    if (isTrialType(session.type))
      throw new ApiError(403, ERROR_CODES.trialNotAllowed, 'Please login an actual account to use this function');
  };

  const service = {
    clock,

    /** The player's settings, what each limit has used, any break, the history and where to get help. */
    state: (session: Session) => state(session.memberId),

    /**
     * Sets, lowers, raises or removes a limit. Setting a first limit or lowering one takes
     * effect at once; raising or removing waits 24 hours and then the player's confirmation,
     * and the old limit holds meanwhile.
     */
    async setLimit(session: Session, key: LimitKey, text: string | null): Promise<ProtectionState> {
      refuseTrial(session);
      const next = parseLimit(key, text);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await lockSettings(tx, session.memberId);
        const row = (await limitsOf(tx, session.memberId)).find((limit) => limit.limit_key === key);
        const current = num(row?.value);
        if (current === next) {
          // Asking again for the limit in force withdraws a raise still waiting.
          if (row?.pending) {
            await tx.query(
              'UPDATE protection_limits SET pending = false, pending_value = NULL, pending_confirmable_at = NULL WHERE member_id = $1 AND limit_key = $2',
              [session.memberId, key],
            );
            await history(tx, session.memberId, 'LIMIT_RAISE_CANCELLED', { subject: key, value: limitText(key, next) });
          }
          return;
        }
        const atOnce = next !== null && (current === null || next < current);
        if (atOnce) {
          await tx.query(
            `INSERT INTO protection_limits (member_id, limit_key, value, pending) VALUES ($1, $2, $3, false)
             ON CONFLICT (member_id, limit_key) DO UPDATE SET value = $3, pending = false, pending_value = NULL, pending_confirmable_at = NULL`,
            [session.memberId, key, next],
          );
          await history(tx, session.memberId, current === null ? 'LIMIT_SET' : 'LIMIT_LOWERED', {
            subject: key,
            value: limitText(key, next),
            previous: limitText(key, current),
          });
          return;
        }
        const confirmableAt = new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * HOUR);
        await tx.query(
          'UPDATE protection_limits SET pending = true, pending_value = $3, pending_confirmable_at = $4 WHERE member_id = $1 AND limit_key = $2',
          [session.memberId, key, next, confirmableAt],
        );
        await history(tx, session.memberId, 'LIMIT_RAISE_REQUESTED', {
          subject: key,
          value: limitText(key, next),
          previous: limitText(key, current),
        });
      });
      sessionLimitCache.delete(session.memberId);
      return state(session.memberId);
    },

    /** Applies a raise or removal once its 24 hours have passed. */
    async confirmLimit(session: Session, key: LimitKey): Promise<ProtectionState> {
      refuseTrial(session);
      await db.transaction(async (tx) => {
        await lockSettings(tx, session.memberId);
        const row = (await limitsOf(tx, session.memberId)).find((limit) => limit.limit_key === key);
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
          [session.memberId, key, next],
        );
        await history(tx, session.memberId, 'LIMIT_RAISE_CONFIRMED', {
          subject: key,
          value: limitText(key, next),
          previous: limitText(key, num(row.value)),
        });
      });
      sessionLimitCache.delete(session.memberId);
      return state(session.memberId);
    },

    /** Turns the reality check on (every 15, 30 or 60 minutes of play) or off; the next check counts from now. */
    async setRealityCheck(session: Session, minutes: number | null): Promise<ProtectionState> {
      refuseTrial(session);
      await setRealityCheckSeconds(session.memberId, minutes === null ? null : minutes * 60);
      return state(session.memberId);
    },

    setRealityCheckSeconds,

    realityCheck: async (session: Session) => realityStatus(db, session, await settingsOf(db, session.memberId)),

    /** "Continue" starts the next interval; "log out" ends the session. */
    async answerRealityCheck(session: Session, answer: 'CONTINUE' | 'LOG_OUT'): Promise<RealityCheckStatus> {
      const settings = await settingsOf(db, session.memberId);
      const status = await realityStatus(db, session, settings);
      if (answer === 'LOG_OUT') {
        await deps.revokeSession(session.sessionId);
        return status;
      }
      if (!status.due) return status;
      await db.query('UPDATE protection_sessions SET last_check_at = $2 WHERE session_id = $1', [session.sessionId, clock.now()]);
      return realityStatus(db, session, settings);
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
        const settings = await lockSettings(tx, session.memberId);
        const taken = activeBreak(settings, now);
        if (taken && taken.endsAt.getTime() >= endsAt.getTime()) {
          throw new ApiError(400, PROTECTION_ERRORS.breakShorter, `A break already runs until ${taken.endsAt.toISOString()}`, {
            until: taken.endsAt.toISOString(),
          });
        }
        await tx.query(
          'UPDATE protection_settings SET break_period = $2, break_started_at = $3, break_ends_at = $4, updated_at = now() WHERE member_id = $1',
          [session.memberId, period, now, endsAt],
        );
        await history(tx, session.memberId, isSelfExclusion(period) ? 'SELF_EXCLUSION' : 'TIME_OUT', {
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
      return activeBreak(await settingsOf(q, memberId)) !== null;
    },

    /**
     * Login: refused after a session limit was reached, until the next day (the balance waits a
     * few hours at most). During a break the login goes on to a withdraw-only session, since a
     * break may keep the player away for years: the break in force is answered for that.
     */
    async checkLogin(memberId: number): Promise<{ period: BreakPeriod; endsAt: string; selfExclusion: boolean } | null> {
      const settings = await settingsOf(db, memberId);
      if (settings?.session_blocked_until && settings.session_blocked_until.getTime() > clock.now().getTime()) {
        throw sessionLimitError(settings.session_blocked_until);
      }
      const taken = activeBreak(settings);
      return taken ? { period: taken.period, endsAt: taken.endsAt.toISOString(), selfExclusion: isSelfExclusion(taken.period) } : null;
    },

    /**
     * Deposits: called in the deposit's transaction right after its row is written. Locks the
     * member's settings row, so deposits racing one another are counted one after the other
     * and their sum never passes a limit.
     */
    async assertCanDeposit(tx: Queryable, memberId: number, amountCents: number): Promise<void> {
      const settings = await settingsOf(tx, memberId, true);
      if (!settings) return;
      refuseDuringBreak(settings);
      const now = clock.now();
      for (const row of await limitsOf(tx, memberId)) {
        const limit = num(row.value);
        if (limit === null || !row.limit_key.startsWith('DEPOSIT')) continue;
        const period = limitPeriodOf(row.limit_key);
        const total = await deposited(tx, memberId, periodStart(period, now));
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

    /**
     * Bets: called in the round's transaction with the wallet locked. Refused during a break,
     * past the session limit, while a reality check is due, and (real money) when the bet could
     * take the net loss past a loss limit.
     */
    async assertCanBet(tx: Queryable, session: Session, bet: { cents: number; realMoney: boolean }): Promise<void> {
      const settings = await settingsOf(tx, session.memberId);
      if (!settings) return;
      refuseDuringBreak(settings);
      if (settings.reality_check_seconds !== null) {
        await startPlay(tx, session);
        const status = await realityStatus(tx, session, settings);
        if (status.due)
          throw new ApiError(403, PLAY_LIMIT_ERRORS.realityCheckDue, 'Time for a reality check: answer it to play on', status);
      }
      if (!bet.realMoney) return;
      const now = clock.now();
      for (const row of await limitsOf(tx, session.memberId)) {
        const limit = num(row.value);
        if (limit === null || !row.limit_key.startsWith('LOSS')) continue;
        const period = limitPeriodOf(row.limit_key);
        const loss = await netLoss(tx, session.memberId, periodStart(period, now));
        if (loss + bet.cents > limit) {
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

    /** Game launch: refused during a break; play in the session starts here for the reality check. */
    async assertCanLaunch(session: Session): Promise<void> {
      refuseDuringBreak(await settingsOf(db, session.memberId));
      await startPlay(db, session);
    },

    /** Promotions: no joining or claiming during a break. */
    async assertCanTakePart(memberId: number): Promise<void> {
      refuseDuringBreak(await settingsOf(db, memberId));
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
  services.set(deps.ctx, service);
  return service;
}

export type ProtectionService = ReturnType<typeof createProtectionService>;

/** The protection service of a running platform (the development tools move its clock). */
export const protectionOf = (ctx: AppContext) => services.get(ctx) ?? null;
