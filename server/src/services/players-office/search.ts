import { PLAYERS_PAGE_SIZE, type PLAYER_SEARCH_KEYS, type PlayerSummary } from '../../../../contract/back-office/players';
import type { Queryable } from '../../db/database';
import { usernameKey } from '../accounts/members';
import { int, iso, isoOrNull } from '../wallet/rows';

type SearchKey = (typeof PLAYER_SEARCH_KEYS)[number];

/** The largest id a member row can have (SERIAL). */
const MAX_ID = 2_147_483_647;

/** `LIKE` reads %, _ and \ as its own: a username holding them is searched as written. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ways a typed number may name a stored mobile number: the number as stored (with or without
 * the leading 0 of local dialling), or the dialling code (one to three digits) followed by it.
 */
function mobileCandidates(q: string): { dial: string | null; mobile: string }[] {
  const digits = q.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  if (!/^\d{4,20}$/.test(digits)) return [];
  const candidates: { dial: string | null; mobile: string }[] = [{ dial: null, mobile: digits }];
  if (digits.startsWith('0')) candidates.push({ dial: null, mobile: digits.replace(/^0+/, '') });
  for (let split = 1; split <= 3 && digits.length - split >= 4; split++) {
    candidates.push({ dial: digits.slice(0, split), mobile: digits.slice(split) });
  }
  return candidates;
}

/**
 * Players by username (its beginning, any case), mobile number or id, a page at a time: an exact
 * id first, then by username. Each answer says whether the account is locked and when the player
 * last signed in.
 */
export async function searchPlayers(
  db: Queryable,
  input: { q: string; by: SearchKey; page: number },
): Promise<{ list: PlayerSummary[]; page: number; hasMore: boolean }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  let idParam: string | null = null;

  if (input.by === 'any' || input.by === 'username') {
    conditions.push(`m.username_key LIKE ${param(likePrefix(usernameKey(input.q)))}`);
  }
  if (input.by === 'any' || input.by === 'mobile') {
    for (const candidate of mobileCandidates(input.q)) {
      conditions.push(
        candidate.dial === null
          ? `m.mobile_num = ${param(candidate.mobile)}`
          : `(m.country_dialing_code = ${param(candidate.dial)} AND m.mobile_num = ${param(candidate.mobile)})`,
      );
    }
  }
  if ((input.by === 'any' || input.by === 'id') && /^\d{1,10}$/.test(input.q) && Number(input.q) >= 1 && Number(input.q) <= MAX_ID) {
    idParam = param(Number(input.q));
    conditions.push(`m.id = ${idParam}`);
  }
  if (conditions.length === 0) return { list: [], page: input.page, hasMore: false };

  const limit = param(PLAYERS_PAGE_SIZE + 1);
  const offset = param((input.page - 1) * PLAYERS_PAGE_SIZE);
  const { rows } = await db.query<{
    id: unknown;
    username: string;
    type: unknown;
    status: string;
    created_at: unknown;
    last_login: unknown;
  }>(
    `SELECT m.id, m.username, m.type, m.status, m.created_at,
            (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login
       FROM members m
      WHERE ${conditions.join(' OR ')}
      ORDER BY ${idParam ? `(m.id = ${idParam}) DESC, ` : ''}m.username_key, m.id
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const list = rows.slice(0, PLAYERS_PAGE_SIZE).map((row) => ({
    id: int(row.id),
    username: row.username,
    type: int(row.type),
    locked: row.status !== 'active',
    createdAt: iso(row.created_at),
    lastLoginAt: isoOrNull(row.last_login),
  }));
  return { list, page: input.page, hasMore: rows.length > PLAYERS_PAGE_SIZE };
}
