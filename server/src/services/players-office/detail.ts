import { OFFICE_ERROR_CODES, type OfficeCallDef, type StaffRole } from '../../../../contract/back-office/define';
import { PLAYERS_PAGE_SIZE, playersOfficeCalls, type PlayerDetail, type PlayerLedgerPage } from '../../../../contract/back-office/players';
import { vipLevelOf } from '../../../../contract/member-centre';
import type { LedgerKind } from '../../../../contract/wallet';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { maskEmail, maskMobile } from '../member-centre/security';
import { playFigures } from '../member-centre/vip';
import type { ProtectionService } from '../protection';
import { centsText, toCents } from '../wallet/money';
import { int, iso, isoOrNull } from '../wallet/rows';

/** Only admins see a player's mobile number and e-mail address in full (see contract/back-office/players.ts). */
export const seesContactsInFull = (role: StaffRole) => role === 'admin';

/** The audit trail's name for a player. */
export const playerSubject = (memberId: number) => `member:${memberId}`;

const NOTES_SHOWN = 100;

const allows = (call: Pick<OfficeCallDef, 'roles'>, role: StaffRole) => call.roles.includes(role);
const STAFF_ACTIONS_SHOWN = 50;

interface MemberRow {
  id: unknown;
  username: string;
  nickname: string | null;
  payee_name: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  mobile_verified_at: unknown;
  email: string | null;
  type: unknown;
  status: string;
  upline_id: unknown;
  upline_username: string | null;
  created_at: unknown;
  register_ip: string | null;
  locked_at: unknown;
  locked_by: string | null;
  lock_reason: string | null;
  last_login: unknown;
}

/** The member as staff read it, or a 404 when there is none by that id. */
export async function memberOrNotFound(q: Queryable, memberId: number, lock = false): Promise<MemberRow> {
  const { rows } = await q.query<MemberRow>(
    `SELECT m.id, m.username, m.nickname, m.payee_name, m.country_dialing_code, m.mobile_num, m.mobile_verified_at, m.email,
            m.type, m.status, m.upline_id, u.username AS upline_username, m.created_at, m.register_ip,
            m.locked_at, m.locked_by, m.lock_reason,
            (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login
       FROM members m LEFT JOIN members u ON u.id = m.upline_id
      WHERE m.id = $1${lock ? ' FOR UPDATE OF m' : ''}`,
    [memberId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, OFFICE_ERROR_CODES.notFound, 'No player has this id');
  return row;
}

/** Every wallet's lines of the player, newest first, a page at a time below `before`. */
export async function playerLedger(q: Queryable, memberId: number, before: string | undefined): Promise<PlayerLedgerPage> {
  const { rows } = await q.query<{
    id: unknown;
    wallet: 'REAL' | 'PLAY';
    kind: LedgerKind;
    amount: string | number;
    balance_after: string | number;
    round_id: string | null;
    created_at: unknown;
  }>(
    `SELECT l.id, w.kind AS wallet, l.kind, l.amount, l.balance_after, l.round_id, l.created_at
       FROM ledger l JOIN wallets w ON w.id = l.wallet_id
      WHERE w.member_id = $1 AND l.id < $2
      ORDER BY l.id DESC LIMIT $3`,
    [memberId, before ? Number(before) : Number.MAX_SAFE_INTEGER, PLAYERS_PAGE_SIZE + 1],
  );
  const list = rows.slice(0, PLAYERS_PAGE_SIZE).map((row) => ({
    id: int(row.id),
    wallet: row.wallet,
    kind: row.kind,
    amount: centsText(toCents(row.amount)),
    balanceAfter: centsText(toCents(row.balance_after)),
    reference: row.round_id,
    createdAt: iso(row.created_at),
  }));
  return { list, nextCursor: rows.length > PLAYERS_PAGE_SIZE ? String(list[list.length - 1]!.id) : null };
}

/** The player's sessions still alive: not ended, not past their hours, not idle too long. */
async function liveSessions(q: Queryable, config: ServerConfig, memberId: number): Promise<PlayerDetail['sessions']> {
  const { rows } = await q.query<{
    created_at: unknown;
    last_seen_at: unknown;
    expires_at: unknown;
    ip: string | null;
    device: string | null;
    door: 'member' | 'agent';
    kind: 'full' | 'withdrawOnly';
    kept: boolean;
  }>(
    `SELECT s.created_at, s.last_seen_at, s.expires_at, s.ip, coalesce(s.device, k.device_label) AS device, s.door, s.kind,
            (k.id IS NOT NULL AND k.revoked_at IS NULL) AS kept
       FROM sessions s LEFT JOIN kept_sign_ins k ON k.id = s.kept_sign_in_id
      WHERE s.member_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => $2)
      ORDER BY s.last_seen_at DESC`,
    [memberId, Math.round(config.session.idleMinutes * 60)],
  );
  return rows.map((row) => ({
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at),
    ip: row.ip,
    device: row.device,
    door: row.door,
    kind: row.kind,
    keptSignIn: row.kept,
  }));
}

/**
 * A player's whole page as one staff member reads it: the profile (contact details masked unless
 * the role sees them in full), VIP level, wallets and the newest ledger lines, live sessions, the
 * player's own limits and breaks, staff notes and the staff actions on the account.
 */
export async function playerDetail(
  deps: { db: Queryable; config: ServerConfig; protection: Pick<ProtectionService, 'stateOf'> },
  memberId: number,
  role: StaffRole,
): Promise<PlayerDetail> {
  const { db, config, protection } = deps;
  const member = await memberOrNotFound(db, memberId);
  const [figures, wallets, ledger, sessions, protectionState, notes, actions] = await Promise.all([
    playFigures(db, memberId),
    db.query<{ kind: 'REAL' | 'PLAY'; currency: string; balance: string | number }>(
      'SELECT kind, currency, balance FROM wallets WHERE member_id = $1 ORDER BY kind DESC',
      [memberId],
    ),
    playerLedger(db, memberId, undefined),
    liveSessions(db, config, memberId),
    protection.stateOf(memberId),
    db.query<{ id: unknown; text: string; staff_username: string; created_at: unknown }>(
      'SELECT id, text, staff_username, created_at FROM player_notes WHERE member_id = $1 ORDER BY id DESC LIMIT $2',
      [memberId, NOTES_SHOWN],
    ),
    db.query<{ at: unknown; staff_username: string; action: string; reason: string | null }>(
      `SELECT at, staff_username, action, after->>'reason' AS reason FROM staff_audit
        WHERE subject = $1 ORDER BY at DESC, id DESC LIMIT $2`,
      [playerSubject(memberId), STAFF_ACTIONS_SHOWN],
    ),
  ]);
  const full = seesContactsInFull(role);
  const dial = member.country_dialing_code;
  const mobile = member.mobile_num;
  const level = vipLevelOf(figures.depositCents, figures.validBetCents);
  const locked = member.status !== 'active';
  return {
    id: int(member.id),
    username: member.username,
    nickname: member.nickname,
    realName: member.payee_name,
    mobile: mobile && dial ? (full ? `+${dial} ${mobile}` : maskMobile(dial, mobile)) : null,
    mobileVerified: !!mobile && member.mobile_verified_at !== null,
    email: member.email ? (full ? member.email : maskEmail(member.email)) : null,
    contactsMasked: !full,
    type: int(member.type),
    vip: { level: level.level, name: level.name },
    upline: member.upline_id !== null && member.upline_username ? { id: int(member.upline_id), username: member.upline_username } : null,
    wallets: wallets.rows.map((row) => ({ kind: row.kind, currency: row.currency, balance: centsText(toCents(row.balance)) })),
    createdAt: iso(member.created_at),
    lastLoginAt: isoOrNull(member.last_login),
    registerIp: member.register_ip,
    lock: locked ? { at: isoOrNull(member.locked_at), by: member.locked_by, reason: member.lock_reason } : null,
    ledger,
    sessions,
    protection: {
      limits: protectionState.limits,
      realityCheckMinutes: protectionState.realityCheckMinutes,
      activeBreak: protectionState.activeBreak,
      loginBlockedUntil: protectionState.loginBlockedUntil,
      history: protectionState.history,
    },
    notes: notes.rows.map((row) => ({ id: int(row.id), text: row.text, staff: row.staff_username, createdAt: iso(row.created_at) })),
    staffActions: actions.rows.map((row) => ({ at: iso(row.at), staff: row.staff_username, action: row.action, reason: row.reason })),
    may: {
      endSessions: allows(playersOfficeCalls.endPlayerSessions, role),
      lock: allows(playersOfficeCalls.lockPlayer, role) && allows(playersOfficeCalls.unlockPlayer, role),
      addNote: allows(playersOfficeCalls.addPlayerNote, role),
    },
  };
}
