import type { FastifyInstance } from 'fastify';
import { agentCalls } from '../../../contract/agents';
import { IDEMPOTENCY_HEADER } from '../../../contract/define';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import type { AgencyServices } from '../services/agents';
import { readIdempotencyKey } from '../services/lobby/idempotency';

/** The agency's calls (agents' sessions only, by the contract's `role`). */
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
}
