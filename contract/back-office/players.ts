import * as z from 'zod/mini';
import { BREAK_PERIODS } from '../protection';
import { protectionHistoryEntrySchema, protectionLimitSchema } from '../schemas/protection';
import { LEDGER_KINDS } from '../wallet';
import { officeCalls } from './define';

/*
 * The players room: find a player, read their account (profile, wallets and ledger, live sessions,
 * their own limits and breaks, staff notes, what staff did to the account) and act on it: end every
 * session, lock and unlock, leave a note.
 *
 * Who may do what: support, cashier and admin read players and leave notes; support and admin end a
 * player's sessions and lock or unlock the account (a cashier only reads: money decisions stay apart
 * from account decisions). Content editors have no part here.
 *
 * Contact details: the mobile number and e-mail address are shown in full to admins only; support
 * and cashier staff see them masked (the last digits of the number, the first letter and the domain
 * of the address), enough to match what a caller reads out, not enough to copy the number elsewhere.
 * A search by mobile number needs the whole number and answers no contact details.
 *
 * A player's limits and breaks are the player's own: the room shows them and has no call that
 * changes them (a break cannot be shortened by staff, and locking or unlocking leaves it as it is).
 */

/** Player search and the ledger read pages of this many rows. */
export const PLAYERS_PAGE_SIZE = 20;
/** The longest note staff may leave; the longest lock or unlock reason. */
export const PLAYER_NOTE_MAX = 1000;
export const PLAYER_REASON_MAX = 500;

/** What a search looks at: every key at once (the default), or one. */
export const PLAYER_SEARCH_KEYS = ['any', 'username', 'mobile', 'id'] as const;

const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
const playerId = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
const postedPlayerId = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(PLAYER_REASON_MAX));

/** A player as a search lists them. */
export const playerSummarySchema = z.object({
  id: z.int(),
  username: z.string(),
  /** The member type (contract/members.ts: 0 member, 4 trial, others agents). */
  type: z.int(),
  locked: z.boolean(),
  createdAt: z.string(),
  /** The last session opened; null when the player never signed in. */
  lastLoginAt: z.nullable(z.string()),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerLedgerLineSchema = z.object({
  id: z.int(),
  wallet: z.enum(['REAL', 'PLAY']),
  kind: z.enum(LEDGER_KINDS),
  amount: money,
  balanceAfter: money,
  /** The game round, draw line or request the line belongs to, when it has one. */
  reference: z.nullable(z.string()),
  createdAt: z.string(),
});

export const playerLedgerPageSchema = z.object({
  list: z.array(playerLedgerLineSchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type PlayerLedgerPage = z.infer<typeof playerLedgerPageSchema>;

export const playerSessionSchema = z.object({
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.nullable(z.string()),
  /** How the device named itself at sign-in ("Chrome · Android"); null when not known. */
  device: z.nullable(z.string()),
  door: z.enum(['member', 'agent']),
  /** withdrawOnly: a session opened during a break. */
  kind: z.enum(['full', 'withdrawOnly']),
  /** The device is kept signed in and would come back by itself if only the session ended. */
  keptSignIn: z.boolean(),
});

export const playerNoteSchema = z.object({
  id: z.int(),
  text: z.string(),
  staff: z.string(),
  createdAt: z.string(),
});

/** One staff action on the player from the audit trail (lock, unlock, sessions ended, note). */
export const playerStaffActionSchema = z.object({
  at: z.string(),
  staff: z.string(),
  action: z.string(),
  /** The reason given, when the action takes one. */
  reason: z.nullable(z.string()),
});

export const playerDetailSchema = z.object({
  id: z.int(),
  username: z.string(),
  nickname: z.nullable(z.string()),
  /** The name on the player's payee accounts. */
  realName: z.nullable(z.string()),
  /** "+63 9171234567" in full for admins, "+63 •••••••567" for others (as the security centre shows it); null when none. */
  mobile: z.nullable(z.string()),
  mobileVerified: z.boolean(),
  email: z.nullable(z.string()),
  /** Whether this answer masks the contact details (the role does not see them in full). */
  contactsMasked: z.boolean(),
  type: z.int(),
  vip: z.object({ level: z.int(), name: z.string() }),
  upline: z.nullable(z.object({ id: z.int(), username: z.string() })),
  wallets: z.array(z.object({ kind: z.enum(['REAL', 'PLAY']), currency: z.string(), balance: money })),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  registerIp: z.nullable(z.string()),
  lock: z.nullable(z.object({ at: z.nullable(z.string()), by: z.nullable(z.string()), reason: z.nullable(z.string()) })),
  ledger: playerLedgerPageSchema,
  sessions: z.array(playerSessionSchema),
  /** The player's own protection settings, read only. */
  protection: z.object({
    limits: z.array(protectionLimitSchema),
    realityCheckMinutes: z.nullable(z.int()),
    activeBreak: z.nullable(z.object({ period: z.enum(BREAK_PERIODS), endsAt: z.string(), selfExclusion: z.boolean() })),
    /** After a session time limit was reached, no login before this time. */
    loginBlockedUntil: z.nullable(z.string()),
    history: z.array(protectionHistoryEntrySchema),
  }),
  /** Newest first. */
  notes: z.array(playerNoteSchema),
  /** Newest first. */
  staffActions: z.array(playerStaffActionSchema),
  /** What the staff member reading the page may do to the player (their role's calls). */
  may: z.object({ endSessions: z.boolean(), lock: z.boolean(), addNote: z.boolean() }),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

const idRequest = z.strictObject({ id: playerId });
const reasonRequest = z.strictObject({ id: postedPlayerId, reason });

export const playersOfficeCalls = officeCalls({
  searchPlayers: {
    method: 'GET',
    path: '/office/api/players',
    roles: ['support', 'cashier', 'admin'],
    request: z.strictObject({
      /** A username (its beginning, any case), a mobile number (with or without its dialling code) or an id. */
      q: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
      by: z._default(z.enum(PLAYER_SEARCH_KEYS), 'any'),
      page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 1),
    }),
    response: z.object({ list: z.array(playerSummarySchema), page: z.int(), hasMore: z.boolean() }),
  },
  getPlayer: {
    method: 'GET',
    path: '/office/api/players/detail',
    roles: ['support', 'cashier', 'admin'],
    request: idRequest,
    response: playerDetailSchema,
  },
  getPlayerLedger: {
    method: 'GET',
    path: '/office/api/players/ledger',
    roles: ['support', 'cashier', 'admin'],
    request: z.strictObject({ id: playerId, before: z.optional(z.string().check(z.regex(/^[1-9]\d{0,17}$/))) }),
    response: playerLedgerPageSchema,
  },
  endPlayerSessions: {
    method: 'POST',
    path: '/office/api/players/end-sessions',
    roles: ['support', 'admin'],
    request: z.strictObject({ id: postedPlayerId }),
    response: z.object({ ended: z.int(), player: playerDetailSchema }),
  },
  lockPlayer: {
    method: 'POST',
    path: '/office/api/players/lock',
    roles: ['support', 'admin'],
    request: reasonRequest,
    response: playerDetailSchema,
  },
  unlockPlayer: {
    method: 'POST',
    path: '/office/api/players/unlock',
    roles: ['support', 'admin'],
    request: reasonRequest,
    response: playerDetailSchema,
  },
  addPlayerNote: {
    method: 'POST',
    path: '/office/api/players/notes',
    roles: ['support', 'cashier', 'admin'],
    request: z.strictObject({
      id: postedPlayerId,
      text: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLAYER_NOTE_MAX)),
    }),
    response: playerDetailSchema,
  },
});
