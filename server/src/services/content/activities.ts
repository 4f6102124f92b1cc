import { ACTIVITY_ERRORS, type ActivityMode, type ActivityState } from '../../../../contract/activity';
import type { Language } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import { isTrialType } from '../../../../contract/members';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { SHOWN_NOW } from '../catalogue/rows';
import type { ProtectionService } from '../protection';

const TRIAL_MESSAGE = 'Please login an actual account to use this function';

interface ActivityRow {
  id: number;
  promotion_key: string;
  mode: ActivityMode;
  not_started: boolean;
  ended: boolean;
  status: Exclude<ActivityState, 'JOIN' | 'APPLY' | 'CLOSE' | 'COMING_SOON'> | null;
}

/** A promotion's period and the member's part in it, as one query reads them; dates are the database's own day. */
const ACTIVITY_SELECT = `SELECT a.id, a.promotion_key, pa.mode,
    CURRENT_DATE < a.start_date AS not_started,
    (a.end_date IS NOT NULL AND NOT a.no_expiry AND CURRENT_DATE > a.end_date) AS ended,
    pp.status
  FROM announcements a
  JOIN promotion_activities pa ON pa.promotion_key = a.promotion_key
  LEFT JOIN promotion_participations pp ON pp.promotion_key = a.promotion_key AND pp.member_id = $1`;

/** The member's standing wins; without one, the period decides whether the promotion can be joined or applied for. */
function stateOf(row: ActivityRow): ActivityState {
  if (row.status) return row.status;
  if (row.not_started) return 'COMING_SOON';
  if (row.ended) return 'CLOSE';
  return row.mode;
}

const view = (row: ActivityRow) => ({ id: Number(row.id), mode: row.mode, state: stateOf(row) });

export function createActivityService(db: Database, protection: Pick<ProtectionService, 'assertCanTakePart'>) {
  /** A trial account takes part in nothing: it reads as a visitor. */
  const memberIdOf = (session: Session | null) => (session && !isTrialType(session.type) ? session.memberId : 0);

  async function find(memberId: number, id: number): Promise<ActivityRow> {
    const { rows } = await db.query<ActivityRow>(`${ACTIVITY_SELECT} WHERE a.id = $2 AND a.type IN ('Promotion', 'PR') AND ${SHOWN_NOW}`, [
      memberId,
      id,
    ]);
    const row = rows[0];
    if (!row) throw new ApiError(404, ERROR_CODES.notFound, 'This promotion takes no sign-up');
    return row;
  }

  /** Joins (JOIN) or applies (APPLY): once per member and promotion, only within its period, never for a trial account. */
  async function takePart(session: Session, id: number, mode: ActivityMode) {
    if (isTrialType(session.type)) throw new ApiError(403, ERROR_CODES.trialNotAllowed, TRIAL_MESSAGE);
    await protection.assertCanTakePart(session.memberId);
    const row = await find(session.memberId, id);
    if (row.mode !== mode)
      throw new ApiError(400, ACTIVITY_ERRORS.wrongMode, `This promotion is not one to ${mode === 'JOIN' ? 'join' : 'apply for'}`);
    // A member already in it is answered with where they stand: the second tap changes nothing.
    if (row.status) return view(row);
    if (row.not_started) throw new ApiError(400, ACTIVITY_ERRORS.notStarted, 'This promotion has not started yet');
    if (row.ended) throw new ApiError(400, ACTIVITY_ERRORS.ended, 'This promotion has ended');
    await db.query(
      `INSERT INTO promotion_participations (member_id, promotion_key, status) VALUES ($1, $2, $3)
        ON CONFLICT (member_id, promotion_key) DO NOTHING`,
      [session.memberId, row.promotion_key, mode === 'JOIN' ? 'JOINED' : 'APPLYING'],
    );
    return view(await find(session.memberId, id));
  }

  return {
    /** Every promotion of a language that takes part, with the session's state in each. */
    async states(language: Language, session: Session | null) {
      const { rows } = await db.query<ActivityRow>(
        `${ACTIVITY_SELECT} WHERE a.type = 'Promotion' AND a.language = $2 ORDER BY a.sort_order, a.id`,
        [memberIdOf(session), language],
      );
      return { list: rows.map(view) };
    },
    join: (session: Session, id: number) => takePart(session, id, 'JOIN'),
    apply: (session: Session, id: number) => takePart(session, id, 'APPLY'),
  };
}
