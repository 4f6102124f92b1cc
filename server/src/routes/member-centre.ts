import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../contract/define';
import { memberCentreCalls } from '../../../contract/member-centre';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import { readIdempotencyKey } from '../services/lobby/idempotency';
import type { MemberCentreServices } from '../services/member-centre';

export function registerMemberCentreRoutes(app: FastifyInstance, ctx: AppContext, centre: MemberCentreServices): void {
  const key = (headers: Record<string, string | string[] | undefined>) => readIdempotencyKey(headers[IDEMPOTENCY_HEADER]);
  handleMember(app, ctx, memberCentreCalls.getMemberCentre, ({ session }) => centre.overview(session));
  handleMember(app, ctx, memberCentreCalls.getVipOverview, ({ session }) => centre.vip(session));
  handleMember(app, ctx, memberCentreCalls.getRewards, ({ session }) => centre.rewards.list(session));
  handleMember(app, ctx, memberCentreCalls.claimReward, ({ input, session, request }) =>
    centre.rewards.claim(session, input.id, key(request.headers)),
  );
  handleMember(app, ctx, memberCentreCalls.getRebateDue, ({ session }) => centre.rebates.due(session));
  handleMember(app, ctx, memberCentreCalls.claimRebate, ({ session, request }) => centre.rebates.claim(session, key(request.headers)));
  handleMember(app, ctx, memberCentreCalls.getRebateRecords, ({ input, session }) => centre.rebates.records(session, input));
  handleMember(app, ctx, memberCentreCalls.getUplineTransferInfo, ({ session }) => centre.upline.info(session));
  handleMember(app, ctx, memberCentreCalls.transferToUpline, ({ input, session, request }) =>
    centre.upline.transfer(session, input, key(request.headers)),
  );
}
