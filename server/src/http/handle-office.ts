import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OFFICE_ERROR_CODES,
  SECOND_FACTOR_ROLES,
  type OfficeCallDef,
  type OfficeCallParsedRequest,
  type OfficeCallValue,
} from '../../../contract/back-office/define';
import type { StaffService, StaffSession } from '../services/staff';
import { ApiError } from './api-error';
import { checkedInput } from './checked-input';

/** The staff console's session cookie: HttpOnly, same-site, shared by the support console and the back office. */
export const STAFF_COOKIE = 'tala_support';

export function staffCookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === STAFF_COOKIE) return rest.join('=');
  }
  return undefined;
}

export interface OfficeHandlerArgs<C extends OfficeCallDef> {
  input: OfficeCallParsedRequest<C>;
  staff: StaffSession;
  /** The address the action came from, for the audit trail. */
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The staff session a back-office call runs under: signed in, of a role the call lists, and past
 * its second factor when the role needs one (unless the call is a step of signing in itself).
 * Refused before the input is read.
 */
export async function officeSession(
  staff: StaffService,
  call: Pick<OfficeCallDef, 'roles' | 'signIn'>,
  request: FastifyRequest,
): Promise<StaffSession> {
  const session = await staff.resolve(staffCookieToken(request));
  if (!session) throw new ApiError(401, OFFICE_ERROR_CODES.notSignedIn, 'Sign in to the back office');
  if (call.signIn !== 'password' && SECOND_FACTOR_ROLES.includes(session.role) && !session.secondFactor) {
    throw new ApiError(401, OFFICE_ERROR_CODES.secondFactorNeeded, 'Enter the code from your authenticator app');
  }
  if (!call.roles.includes(session.role)) throw new ApiError(403, OFFICE_ERROR_CODES.wrongRole, 'Your role cannot do this');
  return session;
}

/** The call's input from the query string (GET) or the JSON body (POST), checked against its schema: 400 with an errorCode. */
export function officeInput<C extends OfficeCallDef>(call: C, request: FastifyRequest): OfficeCallParsedRequest<C> {
  const raw = (call.method === 'GET' ? request.query : request.body) ?? {};
  return checkedInput(call.request, raw) as OfficeCallParsedRequest<C>;
}

/**
 * Registers one back-office call: the staff session and its role first, then the input checked
 * against the call's schema (400 with an errorCode), then the handler, whose value goes out in
 * the platform's envelope. Never cached.
 */
export function handleOffice<C extends OfficeCallDef>(
  app: FastifyInstance,
  staff: StaffService,
  call: C,
  handler: (args: OfficeHandlerArgs<C>) => Promise<OfficeCallValue<C>>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const session = await officeSession(staff, call, request);
      const value = await handler({
        input: officeInput(call, request),
        staff: session,
        ip: request.ip,
        request,
        reply,
      });
      void reply.header('cache-control', 'no-store');
      return { success: true, value };
    },
  });
}
