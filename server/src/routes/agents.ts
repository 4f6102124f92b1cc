import type { FastifyInstance } from 'fastify';
import { agentCalls } from '../../../contract/agents';
import { IDEMPOTENCY_HEADER } from '../../../contract/define';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import { onMemberCreated } from '../services/accounts/hooks';
import type { AgencyServices } from '../services/agents';
import { startPayoutSchedule } from '../services/agents/payouts';
import { readIdempotencyKey } from '../services/lobby/idempotency';

/** The agency's calls (agents' sessions only, by the contract's `role`) and the payout schedule. */
export function registerAgentRoutes(app: FastifyInstance, ctx: AppContext, agency: AgencyServices): void {
  handleMember(app, ctx, agentCalls.getTeamKpi, ({ input, session }) => agency.teamKpi(session, input.period));
  handleMember(app, ctx, agentCalls.getAffiliate, ({ session }) => agency.affiliate(session));
  handleMember(app, ctx, agentCalls.getDownline, ({ input, session }) => agency.downline(session, input));
  handleMember(app, ctx, agentCalls.getDownlineMember, ({ input, session }) => agency.downlineMember(session, input.id));
  handleMember(app, ctx, agentCalls.createDownline, ({ input, session, request }) =>
    agency.createDownline(session, input, readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER])),
  );
  handleMember(app, ctx, agentCalls.getCommissionReport, ({ input, session }) => agency.commissionReport(session, input.pageNo));
  handleMember(app, ctx, agentCalls.checkContracts, ({ session }) => agency.contracts.check(session));
  handleMember(app, ctx, agentCalls.getSalaryContract, ({ session }) => agency.contracts.view(session, 'SALARY'));
  handleMember(app, ctx, agentCalls.getDividendContract, ({ session }) => agency.contracts.view(session, 'DIVIDEND'));
  handleMember(app, ctx, agentCalls.getHourContract, ({ session }) => agency.contracts.view(session, 'HOURLY'));
  handleMember(app, ctx, agentCalls.answerContract, ({ input, session }) => agency.contracts.answer(session, input.id, input.accept));

  // Every new member (registration, a downline account, seeding) joins its agents' teams as it is created.
  const stopJoining = onMemberCreated(agency.onMemberCreated);
  app.addHook('onClose', async () => stopJoining());

  const stop = startPayoutSchedule(agency.payouts, ctx.config.agentPayoutMinutes, (error) =>
    app.log.error({ err: error }, 'agent payouts failed'),
  );
  app.addHook('onClose', async () => stop());
}
