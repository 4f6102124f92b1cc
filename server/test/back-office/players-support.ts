import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '../../../contract/back-office/define';
import type { PlayerDetail } from '../../../contract/back-office/players';
import { SECOND_FACTOR_ROLES } from '../../../contract/back-office/define';
import { STAFF_COOKIE } from '../../src/http/handle-office';
import { envelope, type TestPlatform } from '../helpers';

export interface TestStaff {
  id: number;
  username: string;
  role: StaffRole;
  cookie: string;
}

/**
 * A staff member of `role` signed in to the console: the account and its session as the staff
 * service keeps them, past the second factor where the role asks for one.
 */
export async function staffOf(platform: TestPlatform, role: StaffRole): Promise<TestStaff> {
  const username = `${role}${randomBytes(4).toString('hex')}`;
  const { rows } = await platform.db.query<{ id: unknown }>(
    `INSERT INTO support_staff (username, display_name, password_hash, role)
     SELECT $1, $2, password_hash, $3 FROM support_staff WHERE username = 'support01' RETURNING id`,
    [username, `Desk ${username}`, role],
  );
  const id = Number(rows[0]!.id);
  const token = randomBytes(32).toString('base64url');
  await platform.db.query(
    `INSERT INTO support_sessions (token_hash, staff_id, expires_at, second_factor, ip)
     VALUES ($1, $2, now() + interval '1 hour', $3, '127.0.0.1')`,
    [createHash('sha256').update(token).digest('hex'), id, SECOND_FACTOR_ROLES.includes(role)],
  );
  return { id, username, role, cookie: `${STAFF_COOKIE}=${token}` };
}

/** A back-office call as the console makes it: query string for GET, JSON body for POST. */
export function office(
  platform: TestPlatform,
  staff: TestStaff | null,
  call: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown> | string = {},
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = staff ? { cookie: staff.cookie } : {};
  if (call.method === 'GET') {
    const query = new URLSearchParams(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
    return platform.app.inject({ method: 'GET', url: query ? `${call.path}?${query}` : call.path, headers, remoteAddress });
  }
  return platform.app.inject({
    method: 'POST',
    url: call.path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof input === 'string' ? input : JSON.stringify(input),
    remoteAddress,
  });
}

/** The call's answer: status, and the envelope's value or error code. */
export async function answer<T = PlayerDetail>(response: Promise<LightMyRequestResponse> | LightMyRequestResponse) {
  const done = await response;
  const body = envelope<T>(done);
  return { status: done.statusCode, value: body.value, errorCode: body.errorCode };
}

/** The audit rows written about a player, oldest first. */
export async function auditOf(platform: TestPlatform, memberId: number) {
  const { rows } = await platform.db.query<{ staff_username: string; action: string; before: unknown; after: unknown; ip: string }>(
    `SELECT staff_username, action, before, after, ip FROM staff_audit WHERE subject = $1 ORDER BY id`,
    [`member:${memberId}`],
  );
  return rows;
}
