import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '../../../contract/back-office/define';
import type { Withdrawal } from '../../../contract/payments';
import { hashPassword } from '../../src/services/accounts/passwords';
import { envelope, type TestPlatform } from '../helpers';
import { as, createMember, type TestMember } from '../lobby/members';

export interface TestStaff {
  id: number;
  username: string;
  /** The console's cookie header for this staff member's session. */
  cookie: string;
}

/**
 * A staff member of `role` with a live console session, written the way the staff service stores
 * them (the token hashed), past the second factor unless told otherwise: these tests are about
 * the cashier's calls, not the sign-in.
 */
export async function staffWithSession(
  platform: TestPlatform,
  role: StaffRole,
  options: { secondFactor?: boolean } = {},
): Promise<TestStaff> {
  const username = `${role}${randomBytes(4).toString('hex')}`;
  const { rows } = await platform.db.query<{ id: unknown }>(
    `INSERT INTO support_staff (username, display_name, password_hash, role)
     SELECT $1, $1, password_hash, $2 FROM support_staff WHERE username = 'support01' RETURNING id`,
    [username, role],
  );
  const id = Number(rows[0]!.id);
  const token = randomBytes(32).toString('base64url');
  await platform.db.query(
    `INSERT INTO support_sessions (token_hash, staff_id, expires_at, second_factor, ip) VALUES ($1, $2, now() + interval '1 hour', $3, '127.0.0.1')`,
    [createHash('sha256').update(token).digest('hex'), id, options.secondFactor ?? true],
  );
  return { id, username, cookie: `tala_support=${token}` };
}

/** A back-office call as the console makes it: GET with a query string, POST with a JSON body. */
export async function office(platform: TestPlatform, staff: TestStaff | null, method: 'GET' | 'POST', path: string, input: object = {}) {
  const headers = staff ? { cookie: staff.cookie } : {};
  const answer =
    method === 'GET'
      ? await platform.app.inject({
          method,
          url: `${path}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}`,
          headers,
        })
      : await platform.app.inject({ method, url: path, headers, payload: input });
  return { status: answer.statusCode, ...envelope<unknown>(answer) };
}

export const PAYMENT_PASSWORD = '246810';
export const PAYEE_NUMBER = '09171234567';

let passwordHash: Promise<string> | undefined;

/** A member with a payment password and one GCash payee account, set the way the platform stores them. */
export async function memberReadyToWithdraw(platform: TestPlatform, member?: TestMember): Promise<TestMember & { payeeId: number }> {
  const who = member ?? (await createMember(platform));
  await platform.db.query("UPDATE members SET payment_password_hash = $2, payee_name = 'Juan Dela Cruz' WHERE id = $1", [
    who.id,
    await (passwordHash ??= hashPassword(PAYMENT_PASSWORD)),
  ]);
  const payee = await platform.db.query<{ id: unknown }>(
    `INSERT INTO payee_accounts (member_id, kind, provider, account_number, account_name) VALUES ($1, 'EWALLET', 'GCash', $2, 'Juan Dela Cruz') RETURNING id`,
    [who.id, PAYEE_NUMBER],
  );
  return { ...who, payeeId: Number(payee.rows[0]!.id) };
}

/** The player's withdrawal request, as the app makes it. */
export async function requestWithdrawal(
  platform: TestPlatform,
  member: TestMember & { payeeId: number },
  amount: string,
): Promise<Withdrawal> {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/withdraw/create',
    headers: as(member, { 'idempotency-key': randomUUID() }),
    payload: { payeeId: member.payeeId, amount, paymentPassword: PAYMENT_PASSWORD },
  });
  if (answer.statusCode !== 200) throw new Error(`the withdrawal was not requested: ${answer.body}`);
  return envelope<Withdrawal>(answer).value;
}

/** The audit rows written about one subject, oldest first. */
export async function auditOf(platform: TestPlatform, subject: string) {
  const { rows } = await platform.db.query<{
    staff_id: unknown;
    staff_username: string;
    action: string;
    before: unknown;
    after: unknown;
    ip: string;
  }>('SELECT staff_id, staff_username, action, before, after, ip FROM staff_audit WHERE subject = $1 ORDER BY id', [subject]);
  return rows.map((row) => ({ ...row, staff_id: row.staff_id === null ? null : Number(row.staff_id) }));
}
