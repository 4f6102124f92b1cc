import { PLAY_LIMIT_ERRORS, type LimitKey, type ProtectionState } from '../../../../contract/protection';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { createBreaks } from './breaks';
import { createProtectionClock, type ProtectionClock } from './clock';
import { createLimits } from './limits';
import { createRealityCheck } from './reality-check';
import { createSessionLimit } from './session-limit';
import { createSpending } from './spending';
import { createProtectionState } from './state';
import { createProtectionStore, refuseTrial } from './store';

export interface ProtectionDeps {
  db: Database;
  /** The operator's customer service contacts, shown as where to get help. */
  helpContacts: () => { csType: string; title: string; path: string }[];
  /** Ends one session (a reality check answered with "log out", a session limit reached). */
  revokeSession: (sessionId: string) => Promise<void>;
  /** Ends every session of a member (a break taken). */
  revokeMemberSessions: (memberId: number) => Promise<void>;
  clock?: ProtectionClock;
}

/**
 * Player protection, enforced here for every door into play and money: deposit creation,
 * bets, game launch, login and sessions, promotions. Each of those calls one assertion of
 * this service; the client only explains what the platform decided. The concerns live beside
 * this file (limits, breaks, reality checks, the session limit); this joins them.
 */
export function createProtectionService(deps: ProtectionDeps) {
  const { db } = deps;
  const clock = deps.clock ?? createProtectionClock();
  const store = createProtectionStore(clock);
  const spending = createSpending(clock);
  const limits = createLimits({ db, clock, store, spending });
  const breaks = createBreaks({ db, clock, store, revokeMemberSessions: deps.revokeMemberSessions });
  const reality = createRealityCheck({ db, clock, store, spending, revokeSession: deps.revokeSession });
  const sessionLimit = createSessionLimit({ db, clock, store, revokeSession: deps.revokeSession });
  const state = createProtectionState({ db, clock, store, spending, helpContacts: deps.helpContacts });

  return {
    clock,

    /** The player's settings, what each limit has used, any break, the history and where to get help. */
    state: (session: Session) => state(session.memberId),

    /**
     * The same, of any member, for the back office's players room, with the end of a login block after
     * a session limit was reached: staff read it and have no call that changes it.
     */
    async stateOf(memberId: number): Promise<ProtectionState & { loginBlockedUntil: string | null }> {
      const [current, settings] = await Promise.all([state(memberId), store.settingsOf(db, memberId)]);
      const blocked = settings?.session_blocked_until;
      return { ...current, loginBlockedUntil: blocked && blocked.getTime() > clock.now().getTime() ? blocked.toISOString() : null };
    },

    /** Sets, lowers, raises or removes a limit (see limits.ts for when a change takes effect). */
    async setLimit(session: Session, key: LimitKey, text: string | null): Promise<ProtectionState> {
      refuseTrial(session);
      await limits.set(session.memberId, key, text);
      sessionLimit.forget(session.memberId);
      return state(session.memberId);
    },

    /** Applies a raise or removal once its 24 hours have passed. */
    async confirmLimit(session: Session, key: LimitKey): Promise<ProtectionState> {
      refuseTrial(session);
      await limits.confirm(session.memberId, key);
      sessionLimit.forget(session.memberId);
      return state(session.memberId);
    },

    /** Turns the reality check on (every 15, 30 or 60 minutes of play) or off; the next check counts from now. */
    async setRealityCheck(session: Session, minutes: number | null): Promise<ProtectionState> {
      refuseTrial(session);
      await reality.setRealityCheckSeconds(session.memberId, minutes === null ? null : minutes * 60);
      return state(session.memberId);
    },

    setRealityCheckSeconds: reality.setRealityCheckSeconds,
    realityCheck: reality.realityCheck,
    answerRealityCheck: reality.answerRealityCheck,
    takeBreak: breaks.takeBreak,
    isExcluded: breaks.isExcluded,
    checkLogin: sessionLimit.checkLogin,

    /**
     * Deposits: called in the deposit's transaction right after its row is written. Locks the
     * member's settings row, so deposits racing one another are counted one after the other
     * and their sum never passes a limit.
     */
    async assertCanDeposit(tx: Queryable, memberId: number, amountCents: number): Promise<void> {
      const settings = await store.settingsOf(tx, memberId, true);
      if (!settings) return;
      breaks.refuseDuringBreak(settings);
      await limits.assertDepositWithin(tx, memberId, amountCents);
    },

    /**
     * Bets: called in the round's transaction with the wallet locked. Refused during a break,
     * past the session limit, while a reality check is due, and (real money) when the bet could
     * take the net loss past a loss limit.
     */
    async assertCanBet(tx: Queryable, session: Session, bet: { cents: number; realMoney: boolean }): Promise<void> {
      const settings = await store.settingsOf(tx, session.memberId);
      if (!settings) return;
      breaks.refuseDuringBreak(settings);
      if (settings.reality_check_seconds !== null) {
        await reality.startPlay(tx, session);
        const status = await reality.realityStatus(tx, session, settings);
        if (status.due)
          throw new ApiError(403, PLAY_LIMIT_ERRORS.realityCheckDue, 'Time for a reality check: answer it to play on', status);
      }
      if (!bet.realMoney) return;
      await limits.assertBetWithin(tx, session.memberId, bet.cents);
    },

    /** Game launch: refused during a break; play in the session starts here for the reality check. */
    async assertCanLaunch(session: Session): Promise<void> {
      breaks.refuseDuringBreak(await store.settingsOf(db, session.memberId));
      await reality.startPlay(db, session);
    },

    /** Promotions: no joining or claiming during a break. */
    async assertCanTakePart(memberId: number): Promise<void> {
      breaks.refuseDuringBreak(await store.settingsOf(db, memberId));
    },

    guardSessions: sessionLimit.guardSessions,
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
