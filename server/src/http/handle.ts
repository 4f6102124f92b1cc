import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  callRole,
  ENCRYPTION_HEADER,
  MODULE_ID_HEADER,
  TOKEN_HEADER,
  type CallDef,
  type CallParsedRequest,
  type CallValue,
} from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { withSchemas } from '../../../contract/index';
import { ApiError } from './api-error';
import { checkedInput } from './checked-input';
import type { AppContext, Session } from './context';

export interface HandlerArgs<C extends CallDef> {
  input: CallParsedRequest<C>;
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A member call's handler always runs with a live session: `handleMember` answered 401 before it otherwise. */
export interface MemberHandlerArgs<C extends CallDef> extends HandlerArgs<C> {
  session: Session;
}

type Handler<C extends CallDef, A extends HandlerArgs<C>> = (args: A) => Promise<CallValue<C>> | CallValue<C>;

/**
 * Registers one call of the contract open to visitors (`auth` 'none' or 'optional'): reads
 * the input where its encoding says, checks it against the call's request schema (400 with
 * an errorCode when it does not fit), resolves the session when a token comes, runs the
 * handler and wraps its value in the envelope. Member calls go through `handleMember`.
 */
export function handle<C extends CallDef>(app: FastifyInstance, ctx: AppContext, call: C, handler: Handler<C, HandlerArgs<C>>): void {
  if (call.auth === 'member') throw new Error(`${call.name} is a member call: register it with handleMember`);
  register(app, ctx, call, async (request) => (call.auth === 'none' ? null : sessionFromToken(ctx, call, request)), handler);
}

/**
 * Registers one member call: answers 401 (not logged in, or session expired) before the
 * handler runs, so the handler receives a live `session`. The call's `auth` is checked here,
 * once, as routes are registered: the contract types `auth` as the whole union.
 */
export function handleMember<C extends CallDef>(
  app: FastifyInstance,
  ctx: AppContext,
  call: C,
  handler: Handler<C, MemberHandlerArgs<C>>,
): void {
  if (call.auth !== 'member') throw new Error(`${call.name} is not a member call: register it with handle`);
  register(app, ctx, call, (request) => liveSession(ctx, call, request), handler);
}

function register<C extends CallDef, S extends Session | null>(
  app: FastifyInstance,
  ctx: AppContext,
  call: C,
  resolveSession: (request: FastifyRequest) => Promise<S>,
  handler: Handler<C, HandlerArgs<C> & { session: S }>,
): void {
  // The call's schemas, joined to its metadata once as routes are registered: an unknown call fails here.
  const { request: requestSchema, response: responseSchema } = withSchemas(call);
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      checkModuleId(call, request);
      // The session first: a call the session may not make is refused whatever its input.
      const session = await resolveSession(request);
      const raw = await readInput(ctx, call, request);
      // A sealed body is parsed after the JSON parser's own bound: every input is bounded here before it is walked.
      const input = checkedInput(requestSchema, raw) as CallParsedRequest<C>;
      const value = await handler({ input, session, request, reply });
      if (ctx.config.validateResponses) {
        const checked = responseSchema.safeParse(value);
        if (!checked.success) {
          request.log.error({ call: call.name, issues: checked.error.issues }, 'answer does not fit its contract');
          throw new Error(`answer to ${call.name} does not fit its contract`);
        }
      }
      void reply.header('cache-control', 'no-store');
      return { success: true, value };
    },
  });
}

/** The module-id header, when sent, must be the one the contract gives the call. */
function checkModuleId(call: CallDef, request: FastifyRequest): void {
  const sent = request.headers[MODULE_ID_HEADER];
  if (sent !== undefined && sent !== call.moduleId) {
    throw new ApiError(400, ERROR_CODES.badRequest, `module-id: this call takes ${call.moduleId ?? 'no module-id'}`);
  }
}

async function readInput(ctx: AppContext, call: CallDef, request: FastifyRequest): Promise<unknown> {
  switch (call.encoding) {
    case 'query':
      return request.query ?? {};
    case 'json':
    case 'form':
      return request.body ?? {};
    case 'multipart':
      // File uploads stream their parts: such a call registers a route of its own.
      throw new Error(`${call.name} is a file upload: it is not registered through handle`);
    case 'encrypted': {
      const sealed = request.headers[ENCRYPTION_HEADER] !== undefined;
      if (sealed && ctx.openSealedBody) return ctx.openSealedBody(request);
      if (ctx.config.encryption) throw new ApiError(400, ERROR_CODES.encryptionRequired, 'This request must be encrypted');
      return request.body ?? {};
    }
  }
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : null;
}

/** Whether a session's door lets it make the call (contract metadata `role`, members' by default). */
const doorFits = (call: CallDef, session: Session) => {
  const role = callRole(call);
  return role === 'any' || role === session.door;
};

/** Whether the session's kind lets it make the call: a withdraw-only session makes only the calls open during a break. */
const kindFits = (call: CallDef, session: Session) => session.kind === 'full' || call.duringBreak === true;

/** A call open to visitors reads a session of the wrong door, or of a kind it does not serve, as no session at all. */
async function sessionFromToken(ctx: AppContext, call: CallDef, request: FastifyRequest): Promise<Session | null> {
  const token = tokenOf(request);
  const session = token ? await ctx.sessions.resolve(token) : null;
  return session && doorFits(call, session) && kindFits(call, session) ? session : null;
}

/** The refusal a withdraw-only session meets at every call other than withdrawing's. */
export const withdrawOnlyError = () =>
  new ApiError(403, ERROR_CODES.withdrawOnly, 'You are on a break from play: only withdrawing your balance is open');

async function liveSession(ctx: AppContext, call: CallDef, request: FastifyRequest): Promise<Session> {
  const token = tokenOf(request);
  const session = token ? await ctx.sessions.resolve(token) : null;
  if (!session) {
    throw new ApiError(
      401,
      token ? ERROR_CODES.sessionExpired : ERROR_CODES.notLoggedIn,
      token ? 'Session expired, log in again' : 'Not logged in',
    );
  }
  if (!doorFits(call, session)) {
    throw session.door === 'agent'
      ? new ApiError(403, ERROR_CODES.nonMemberLogin, 'Non-member account unable to login')
      : new ApiError(403, ERROR_CODES.nonAgentLogin, 'Non-agents cannot log in');
  }
  if (!kindFits(call, session)) throw withdrawOnlyError();
  return session;
}
