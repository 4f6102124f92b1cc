import { OFFICE_ERROR_CODES } from '../../../../contract/back-office/define';
import type { PlayerDetail } from '../../../../contract/back-office/players';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { SessionStore } from '../accounts/sessions';
import type { ProtectionService } from '../protection';
import { recordAudit } from '../staff/audit';
import type { StaffSession } from '../staff';
import { memberOrNotFound, playerDetail, playerLedger, playerSubject } from './detail';
import { searchPlayers } from './search';

export interface PlayersOfficeDeps {
  db: Database;
  config: ServerConfig;
  sessions: Pick<SessionStore, 'endAll'>;
  protection: Pick<ProtectionService, 'stateOf'>;
}

/** Who acts and from where: every change is written to the audit trail with both. */
interface Actor {
  staff: StaffSession;
  ip: string;
}

/**
 * The back office's players room. Reads for support, cashier and admin staff; ending sessions,
 * locking and unlocking for support and admin (contract/back-office/players.ts). Every change and
 * its audit row commit in one transaction. A locked account is the platform's disabled account:
 * login refuses it (user.disabled) and no session of it resolves; locking ends its sessions and
 * the devices kept signed in as well, so unlocking brings none of them back.
 */
export function createPlayersOffice(deps: PlayersOfficeDeps) {
  const { db, sessions } = deps;
  const detail = (memberId: number, staff: StaffSession): Promise<PlayerDetail> => playerDetail(deps, memberId, staff.role);

  return {
    search: (input: Parameters<typeof searchPlayers>[1]) => searchPlayers(db, input),

    detail,

    async ledger(memberId: number, before: string | undefined) {
      await memberOrNotFound(db, memberId);
      return playerLedger(db, memberId, before);
    },

    /** Every session and kept sign-in of the player ends: the player's next call is told the session expired. */
    async endSessions(memberId: number, { staff, ip }: Actor): Promise<{ ended: number; player: PlayerDetail }> {
      const ended = await db.transaction(async (tx) => {
        await memberOrNotFound(tx, memberId, true);
        const count = await sessions.endAll(tx, memberId);
        await recordAudit(tx, {
          staff,
          action: 'player.endSessions',
          subject: playerSubject(memberId),
          before: { liveSessions: count },
          after: { liveSessions: 0 },
          ip,
        });
        return count;
      });
      return { ended, player: await detail(memberId, staff) };
    },

    /** Locks the account (no login, no session) and ends its sessions; a second lock is told the player is locked already. */
    async lock(memberId: number, reason: string, { staff, ip }: Actor): Promise<PlayerDetail> {
      await db.transaction(async (tx) => {
        const member = await memberOrNotFound(tx, memberId, true);
        if (member.status !== 'active') throw new ApiError(409, OFFICE_ERROR_CODES.alreadyDecided, 'This player is locked already');
        await tx.query(`UPDATE members SET status = 'disabled', locked_at = now(), locked_by = $2, lock_reason = $3 WHERE id = $1`, [
          memberId,
          staff.username,
          reason,
        ]);
        const ended = await sessions.endAll(tx, memberId);
        await recordAudit(tx, {
          staff,
          action: 'player.lock',
          subject: playerSubject(memberId),
          before: { locked: false },
          after: { locked: true, reason, sessionsEnded: ended },
          ip,
        });
      });
      return detail(memberId, staff);
    },

    /** Lets the player sign in again; a player not locked is told so. Breaks and limits stay as the player set them. */
    async unlock(memberId: number, reason: string, { staff, ip }: Actor): Promise<PlayerDetail> {
      await db.transaction(async (tx) => {
        const member = await memberOrNotFound(tx, memberId, true);
        if (member.status === 'active') throw new ApiError(409, OFFICE_ERROR_CODES.alreadyDecided, 'This player is not locked');
        await tx.query(`UPDATE members SET status = 'active', locked_at = NULL, locked_by = NULL, lock_reason = NULL WHERE id = $1`, [
          memberId,
        ]);
        await recordAudit(tx, {
          staff,
          action: 'player.unlock',
          subject: playerSubject(memberId),
          before: { locked: true, reason: member.lock_reason },
          after: { locked: false, reason },
          ip,
        });
      });
      return detail(memberId, staff);
    },

    /** A note for other staff: kept as written, shown as text. */
    async addNote(memberId: number, text: string, { staff, ip }: Actor): Promise<PlayerDetail> {
      await db.transaction(async (tx) => {
        await memberOrNotFound(tx, memberId);
        const { rows } = await tx.query<{ id: unknown }>(
          'INSERT INTO player_notes (member_id, staff_id, staff_username, text) VALUES ($1, $2, $3, $4) RETURNING id',
          [memberId, staff.id, staff.username, text],
        );
        await recordAudit(tx, {
          staff,
          action: 'player.note',
          subject: playerSubject(memberId),
          before: null,
          after: { note: Number(rows[0]!.id), text },
          ip,
        });
      });
      return detail(memberId, staff);
    },
  };
}

export type PlayersOffice = ReturnType<typeof createPlayersOffice>;
