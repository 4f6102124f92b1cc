/*
 * The agency: periods the dashboard reports on, the contracts an agent is paid by, the
 * contract check's indicators and the agent calls' error codes.
 */

/** The dashboard's period switch; periods are Asia/Manila days, weeks (Monday first) and months. */
export const AGENT_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

/**
 * Contract kinds: a daily salary and an hourly salary (an amount by the team's valid bets in
 * the day or hour), and a dividend (a share of the team's net loss over a calendar month).
 */
export const CONTRACT_KINDS = ['SALARY', 'DIVIDEND', 'HOURLY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'ENDED'] as const;

/** The contract check's pending-request indicator for each kind, as the platform names them. */
export const CONTRACT_INDICATORS = {
  SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypecompperiodreq',
  HOURLY: 'contracthoursalreq',
} as const satisfies Record<ContractKind, string>;

/** Each kind's contract page. */
export const CONTRACT_PAGES = {
  SALARY: '/m/member/agent/getSalaryContract',
  DIVIDEND: '/m/member/agent/getDevidendContract',
  HOURLY: '/m/member/agent/getHourContract',
} as const satisfies Record<ContractKind, string>;

/** Member types whose contracts are never checked (trial, non-agent and the two sub-agent types). */
export const CONTRACT_CHECK_EXCLUDED_TYPES = [4, 40, 41, 42] as const;
export const isContractChecked = (type: number) => !(CONTRACT_CHECK_EXCLUDED_TYPES as readonly number[]).includes(type);

/** Downline list page size. */
export const DOWNLINE_PAGE_SIZE = 20;
/** The member type of an account an agent opens for a new downline player. */
export const DOWNLINE_MEMBER_TYPE = 0;

/** Error codes of the agent calls, translated on the client under `agent:errors.*`. */
export const AGENT_ERRORS = {
  contractNotPending: 'contract.notPending',
} as const;

export { agentCalls } from './calls/agents';
export type {
  TeamKpi,
  Affiliate,
  DownlineMember,
  DownlineDetail,
  DownlinePage,
  CommissionReport,
  ContractCheck,
  AgentContract,
  ContractView,
} from './schemas/agents';
