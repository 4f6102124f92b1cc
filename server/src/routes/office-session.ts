import type { FastifyInstance, FastifyReply } from 'fastify';
import { OFFICE_ERROR_CODES } from '../../../contract/back-office/define';
import { officeSessionCalls, type OfficeSession } from '../../../contract/back-office/session';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import { handleOffice, officeInput, STAFF_COOKIE, staffCookieToken } from '../http/handle-office';
import type { StaffService, StaffSession } from '../services/staff';
import type { SecondFactor } from '../services/staff/second-factor';

/** The cookie lasts as long as a console login can (12 hours); the session's idle limit ends it sooner. */
const COOKIE_SECONDS = 12 * 3600;

const setCookie = (reply: FastifyReply, token: string, maxAge: number) =>
  reply.header('set-cookie', `${STAFF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`);

const sessionOf = (staff: StaffSession, secondFactor: OfficeSession['secondFactor']): OfficeSession => ({
  staff: { id: staff.id, username: staff.username, displayName: staff.displayName, role: staff.role },
  secondFactor,
});

/** The session's token: the handler runs only after `officeSession` found it, so it is there. */
const tokenOf = (request: Parameters<typeof staffCookieToken>[0]) => staffCookieToken(request) ?? '';

/**
 * Signing in to the back office: the password (the support console's login, with its limits and
 * lockout), then the authenticator code for the roles that need one. The steps between the two run
 * on a session that has not given its second factor; every other back-office call refuses it.
 */
export function registerOfficeSessionRoutes(app: FastifyInstance, staff: StaffService, secondFactor: SecondFactor): void {
  const calls = officeSessionCalls;

  app.post(calls.signIn.path, async (request, reply) => {
    const { username, password } = officeInput(calls.signIn, request);
    const result = await staff.login(username, password, request.ip);
    if (!result) throw new ApiError(401, ERROR_CODES.loginFailed, 'Wrong username or password');
    // A session the cookie already held is replaced: signing in again starts from the password.
    await staff.logout(staffCookieToken(request));
    setCookie(reply, result.token, COOKIE_SECONDS);
    void reply.header('cache-control', 'no-store');
    return { success: true, value: sessionOf({ ...result.staff, secondFactor: false }, result.step) };
  });

  handleOffice(app, staff, calls.getSession, async ({ staff: session }) => sessionOf(session, await secondFactor.step(session)));

  handleOffice(app, staff, calls.signOut, async ({ request, reply }) => {
    await staff.logout(staffCookieToken(request));
    setCookie(reply, '', 0);
    return { signedOut: true };
  });

  handleOffice(app, staff, calls.startEnrolment, async ({ staff: session }) => {
    if (session.secondFactor) throw new ApiError(409, OFFICE_ERROR_CODES.alreadyDecided, 'This session has given its second factor');
    return secondFactor.startEnrolment(session);
  });

  handleOffice(app, staff, calls.confirmSecondFactor, async ({ staff: session, input, ip, request }) =>
    sessionOf(session, await secondFactor.confirm(session, input.code, ip, tokenOf(request))),
  );

  handleOffice(app, staff, calls.verifySecondFactor, async ({ staff: session, input, ip, request }) =>
    sessionOf(session, await secondFactor.verify(session, input.code, ip, tokenOf(request))),
  );
}
