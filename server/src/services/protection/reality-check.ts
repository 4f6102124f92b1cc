import type { RealityCheckStatus } from '../../../../contract/protection';
import { formatMinorUnits } from '../../../../contract/payments';
import type { Database, Queryable } from '../../db/database';
import type { Session } from '../../http/context';
import type { ProtectionClock } from './clock';
import type { Spending } from './spending';
import type { ProtectionStore, SettingsRow } from './store';

/** The reality check: every so many minutes of play, the player sees the time and money played and answers before playing on. */
export function createRealityCheck(deps: {
  db: Database;
  clock: ProtectionClock;
  store: ProtectionStore;
  spending: Spending;
  revokeSession: (sessionId: string) => Promise<void>;
}) {
  const { db, clock, store, spending } = deps;

  const playSessionOf = async (q: Queryable, sessionId: string) =>
    (
      await q.query<{ play_started_at: Date; last_check_at: Date }>(
        'SELECT play_started_at, last_check_at FROM protection_sessions WHERE session_id = $1',
        [sessionId],
      )
    ).rows[0] ?? null;

  async function realityStatus(q: Queryable, session: Session, settings: SettingsRow | null): Promise<RealityCheckStatus> {
    const interval = settings?.reality_check_seconds ?? null;
    const play = await playSessionOf(q, session.sessionId);
    const now = clock.now();
    let bet = 0;
    let won = 0;
    if (play) {
      const played = await spending.playSince(q, session.memberId, play.play_started_at);
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

  /** The interval in seconds: the page offers 15, 30 or 60 minutes; the development tools set shorter ones. */
  async function setRealityCheckSeconds(memberId: number, seconds: number | null): Promise<void> {
    await db.transaction(async (tx) => {
      const settings = await store.lockSettings(tx, memberId);
      await tx.query('UPDATE protection_settings SET reality_check_seconds = $2, updated_at = now() WHERE member_id = $1', [
        memberId,
        seconds,
      ]);
      await tx.query('UPDATE protection_sessions SET last_check_at = $2 WHERE member_id = $1', [memberId, clock.now()]);
      await store.history(tx, memberId, 'REALITY_CHECK_SET', {
        subject: 'REALITY_CHECK',
        value: seconds === null ? null : String(Math.max(1, Math.round(seconds / 60))),
        previous: settings.reality_check_seconds === null ? null : String(Math.max(1, Math.round(settings.reality_check_seconds / 60))),
      });
    });
  }

  return {
    realityStatus,
    startPlay,
    setRealityCheckSeconds,

    realityCheck: async (session: Session) => realityStatus(db, session, await store.settingsOf(db, session.memberId)),

    /** "Continue" starts the next interval; "log out" ends the session. */
    async answerRealityCheck(session: Session, answer: 'CONTINUE' | 'LOG_OUT'): Promise<RealityCheckStatus> {
      const settings = await store.settingsOf(db, session.memberId);
      const status = await realityStatus(db, session, settings);
      if (answer === 'LOG_OUT') {
        await deps.revokeSession(session.sessionId);
        return status;
      }
      if (!status.due) return status;
      await db.query('UPDATE protection_sessions SET last_check_at = $2 WHERE session_id = $1', [session.sessionId, clock.now()]);
      return realityStatus(db, session, settings);
    },
  };
}
