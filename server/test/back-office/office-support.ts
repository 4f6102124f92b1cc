import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { OfficeCallDef, StaffRole } from '../../../contract/back-office/define';
import { officeSessionCalls, type OfficeSession } from '../../../contract/back-office/session';
import { randomAddress } from '../accounts/login-helper';
import type { TestPlatform } from '../helpers';

/**
 * Back-office calls from server tests the way the console makes them: the staff cookie, GET input
 * in the query string, POST input as JSON.
 */

export const DEMO_PASSWORD = 'Staff1234';

/** The Cookie header a sign-in's Set-Cookie asks for. */
export function cookieOf(answer: LightMyRequestResponse): string {
  const header = String(answer.headers['set-cookie'] ?? '');
  const match = /tala_support=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`no staff cookie in ${answer.statusCode} ${answer.body}`);
  return `tala_support=${match[1]}`;
}

/** A concrete path for a call (a path parameter becomes 1). */
export const pathOf = (call: Pick<OfficeCallDef, 'path'>) => call.path.replace(/:[A-Za-z]+/g, '1');

export function officeCall(
  platform: TestPlatform,
  call: Pick<OfficeCallDef, 'method' | 'path'>,
  { cookie, input = {}, remoteAddress }: { cookie?: string | undefined; input?: Record<string, unknown>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers = cookie ? { cookie } : {};
  const address = remoteAddress ?? '10.200.0.1';
  if (call.method === 'GET') {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    return platform.app.inject({ method: 'GET', url: `${pathOf(call)}${query ? `?${query}` : ''}`, headers, remoteAddress: address });
  }
  return platform.app.inject({ method: 'POST', url: pathOf(call), headers, payload: input, remoteAddress: address });
}

/** The envelope of an answer: its status, error code and value. */
export function answerOf<T = unknown>(answer: LightMyRequestResponse): { status: number; errorCode?: string; value: T } {
  const body = answer.json() as { errorCode?: string; value: T };
  return { status: answer.statusCode, errorCode: body.errorCode, value: body.value };
}

export async function signIn(
  platform: TestPlatform,
  username: string,
  password = DEMO_PASSWORD,
  remoteAddress = randomAddress(),
): Promise<{ answer: LightMyRequestResponse; cookie: string; session: OfficeSession }> {
  const answer = await officeCall(platform, officeSessionCalls.signIn, { input: { username, password }, remoteAddress });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${username}: ${answer.statusCode} ${answer.body}`);
  return { answer, cookie: cookieOf(answer), session: answerOf<OfficeSession>(answer).value };
}

/** The authenticator's code for `secret`, `stepsAhead` time steps from now. */
export const codeFor = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** A staff account of its own for one test, on the demo password (copied from support01's hash). */
export async function addStaff(platform: TestPlatform, role: StaffRole, prefix: string = role): Promise<string> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`.slice(0, 20);
  await platform.db.query(
    `INSERT INTO support_staff (username, display_name, role, password_hash)
     SELECT $1, $2, $3, password_hash FROM support_staff WHERE username = 'support01'`,
    [username, `Test ${role}`, role],
  );
  return username;
}

/** Signs in and enrols an authenticator with a real code: the cookie of a complete session and the secret. */
export async function signInEnrolled(platform: TestPlatform, username: string): Promise<{ cookie: string; secret: string }> {
  const { cookie } = await signIn(platform, username);
  const enrolment = answerOf<{ secret: string }>(await officeCall(platform, officeSessionCalls.startEnrolment, { cookie }));
  const secret = enrolment.value.secret;
  const confirmed = await officeCall(platform, officeSessionCalls.confirmSecondFactor, {
    cookie,
    input: { code: await codeFor(secret) },
    remoteAddress: randomAddress(),
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment of ${username}: ${confirmed.body}`);
  return { cookie, secret };
}

/**
 * A session past its second factor without spending authenticator codes: for tests about something else
 * (the factor itself has tests of its own).
 */
export async function signInComplete(platform: TestPlatform, username: string): Promise<string> {
  const { cookie } = await signIn(platform, username);
  const token = cookie.split('=')[1]!;
  await platform.db.query(
    `UPDATE support_sessions SET second_factor = true WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token],
  );
  return cookie;
}
