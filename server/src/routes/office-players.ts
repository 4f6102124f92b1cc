import type { FastifyInstance } from 'fastify';
import { playersOfficeCalls as calls } from '../../../contract/back-office/players';
import { handleOffice } from '../http/handle-office';
import type { PlayersOffice } from '../services/players-office';
import type { StaffService } from '../services/staff';

/** The back office's players room: search, a player's page, and ending sessions, locking, unlocking and notes. */
export function registerOfficePlayerRoutes(app: FastifyInstance, staff: StaffService, players: PlayersOffice): void {
  handleOffice(app, staff, calls.searchPlayers, ({ input }) => players.search(input));
  handleOffice(app, staff, calls.getPlayer, ({ input, staff: by }) => players.detail(input.id, by));
  handleOffice(app, staff, calls.getPlayerLedger, ({ input }) => players.ledger(input.id, input.before));
  handleOffice(app, staff, calls.endPlayerSessions, ({ input, staff: by, ip }) => players.endSessions(input.id, { staff: by, ip }));
  handleOffice(app, staff, calls.lockPlayer, ({ input, staff: by, ip }) => players.lock(input.id, input.reason, { staff: by, ip }));
  handleOffice(app, staff, calls.unlockPlayer, ({ input, staff: by, ip }) => players.unlock(input.id, input.reason, { staff: by, ip }));
  handleOffice(app, staff, calls.addPlayerNote, ({ input, staff: by, ip }) => players.addNote(input.id, input.text, { staff: by, ip }));
}
