import type { FastifyInstance } from 'fastify';
import { protectionCalls } from '../../../contract/protection';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import type { ProtectionService } from '../services/protection';

/** Player protection: the player's own limits, reality checks and breaks from play. */
export function registerProtectionRoutes(app: FastifyInstance, ctx: AppContext, protection: ProtectionService): void {
  handleMember(app, ctx, protectionCalls.getProtection, ({ session }) => protection.state(session));
  handleMember(app, ctx, protectionCalls.setProtectionLimit, ({ input, session }) => protection.setLimit(session, input.key, input.value));
  handleMember(app, ctx, protectionCalls.confirmProtectionLimit, ({ input, session }) => protection.confirmLimit(session, input.key));
  handleMember(app, ctx, protectionCalls.setRealityCheck, ({ input, session }) => protection.setRealityCheck(session, input.minutes));
  handleMember(app, ctx, protectionCalls.getRealityCheck, ({ session }) => protection.realityCheck(session));
  handleMember(app, ctx, protectionCalls.answerRealityCheck, ({ input, session }) => protection.answerRealityCheck(session, input.answer));
  handleMember(app, ctx, protectionCalls.takeBreak, ({ input, session }) => protection.takeBreak(session, input.period, input.password));
}
