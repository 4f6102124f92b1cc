import {
  agentCalls,
  type AgentPeriod,
  type Affiliate,
  type CommissionReport,
  type ContractKind,
  type ContractView,
  type DownlineDetail,
  type DownlineMember,
  type DownlinePage,
  type TeamKpi,
} from '@contract/agents';
import { callApi } from '@/lib/api-client';
import { invalidate, queryOptions, setQueryData } from '@/lib/query/client';
import { useQuery } from '@/lib/query/use-query';

export const getTeamKpiQueryOptions = (period: AgentPeriod) =>
  queryOptions<TeamKpi>({ key: ['agent', 'kpi', period], load: (signal) => callApi(agentCalls.getTeamKpi, { period }, { signal }) });
export const useTeamKpi = (period: AgentPeriod) => useQuery(getTeamKpiQueryOptions(period));

export const getAffiliateQueryOptions = () =>
  queryOptions<Affiliate>({
    key: ['agent', 'affiliate'],
    freshMs: 60 * 60_000,
    load: (signal) => callApi(agentCalls.getAffiliate, {}, { signal }),
  });
export const useAffiliate = () => useQuery(getAffiliateQueryOptions());

export const getDownlineQueryOptions = (account: string, pageNo: number) =>
  queryOptions<DownlinePage>({
    key: ['agent', 'downline', account, pageNo],
    load: (signal) => callApi(agentCalls.getDownline, { ...(account ? { account } : {}), pageNo }, { signal }),
  });
export const useDownline = (account: string, pageNo: number) => useQuery(getDownlineQueryOptions(account, pageNo));

export const getDownlineMemberQueryOptions = (id: number) =>
  queryOptions<DownlineDetail>({
    key: ['agent', 'member', id],
    load: (signal) => callApi(agentCalls.getDownlineMember, { id }, { signal }),
  });
export const useDownlineMember = (id: number | null) => useQuery(id === null ? null : getDownlineMemberQueryOptions(id));

export const getCommissionQueryOptions = (pageNo: number) =>
  queryOptions<CommissionReport>({
    key: ['agent', 'commission', pageNo],
    load: (signal) => callApi(agentCalls.getCommissionReport, { pageNo }, { signal }),
  });
export const useCommissionReport = (pageNo: number) => useQuery(getCommissionQueryOptions(pageNo));

/** Opens an account under the agent; the key makes a re-send after a lost answer the same request. */
export async function createDownline(
  input: { username: string; password: string; nickname?: string },
  idempotencyKey: string,
): Promise<DownlineMember> {
  const member = await callApi(agentCalls.createDownline, input, { idempotencyKey });
  invalidate(['agent', 'downline']);
  invalidate(['agent', 'kpi']);
  return member;
}

const CONTRACT_CALLS = {
  SALARY: agentCalls.getSalaryContract,
  DIVIDEND: agentCalls.getDividendContract,
  HOURLY: agentCalls.getHourContract,
} as const;

export const getContractQueryOptions = (kind: ContractKind) =>
  queryOptions<ContractView>({ key: ['agent', 'contract', kind], load: (signal) => callApi(CONTRACT_CALLS[kind], {}, { signal }) });
export const useContract = (kind: ContractKind) => useQuery(getContractQueryOptions(kind));

/** Accepts or rejects an offer; the page shows the platform's answer at once. */
export async function answerContract(kind: ContractKind, id: number, accept: boolean): Promise<ContractView> {
  const view = await callApi(agentCalls.answerContract, { id, accept });
  setQueryData(getContractQueryOptions(kind), view);
  invalidate(['agent', 'commission']);
  return view;
}
