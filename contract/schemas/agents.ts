import * as z from 'zod/mini';
import { AGENT_PERIODS, CONTRACT_KINDS, CONTRACT_STATUSES, DOWNLINE_PAGE_SIZE } from '../agents';
import { FIELD_PATTERNS } from '../patterns';
import { emptyRequest, q } from './define';

/** An amount the platform answers with: decimal text with two places. */
const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

export const teamKpiSchema = z.object({
  period: z.enum(AGENT_PERIODS),
  /** The period as instants [from, to). */
  from: z.string(),
  to: z.string(),
  /** Everyone below the agent, direct and indirect. */
  teamSize: z.int(),
  directMembers: z.int(),
  directAgents: z.int(),
  newToday: z.int(),
  newInPeriod: z.int(),
  /** Downline members with at least one valid bet in the period. */
  activePlayers: z.int(),
  deposits: money,
  withdrawals: money,
  validBets: money,
  wins: money,
  /** Salary and dividend paid to the agent for periods inside this one. */
  earned: money,
});
export type TeamKpi = z.infer<typeof teamKpiSchema>;

export const affiliateSchema = z.object({
  affiliateCode: z.string(),
  /** The registration page with the code filled in, relative to the site. */
  registerPath: z.string(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const downlineMemberSchema = z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  agent: z.boolean(),
  /** 1 for a direct downline member, 2 for one below a direct agent, and so on. */
  level: z.int(),
  upline: z.string(),
  regDate: z.string(),
  lastLoginAt: z.nullable(z.string()),
  deposits: money,
  bets: money,
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

export const downlinePageSchema = z.object({
  list: z.array(downlineMemberSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;

export const downlineDetailSchema = z.extend(downlineMemberSchema, {
  withdrawals: money,
  wins: money,
  /** The member's own downline, when the member is an agent. */
  teamSize: z.int(),
  lastBetAt: z.nullable(z.string()),
});
export type DownlineDetail = z.infer<typeof downlineDetailSchema>;

export const agentPayoutSchema = z.object({
  id: z.int(),
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** What the payout was computed on: valid bets for salaries, net loss for a dividend. */
  basis: money,
  activePlayers: z.int(),
  amount: money,
  paidAt: z.string(),
});

export const commissionReportSchema = z.object({
  list: z.array(agentPayoutSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
  /** Every payout ever made to the agent. */
  total: money,
});
export type CommissionReport = z.infer<typeof commissionReportSchema>;

export const contractCheckSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypecompperiodreq: z.boolean(),
  contracthoursalreq: z.boolean(),
});
export type ContractCheck = z.infer<typeof contractCheckSchema>;

/** One step of a contract: from `threshold` (valid bets, or net loss for a dividend) the agent earns `reward` (an amount, or a percent for a dividend). */
export const contractTierSchema = z.object({ threshold: money, reward: money });

export const agentContractSchema = z.object({
  id: z.int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  tiers: z.array(contractTierSchema),
  /** Players with a valid bet in the period needed before any tier pays. */
  minActivePlayers: z.int(),
  /** The upline agent who offered it; null when the platform did. */
  offeredBy: z.nullable(z.string()),
  offeredAt: z.string(),
  decidedAt: z.nullable(z.string()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
});
export type AgentContract = z.infer<typeof agentContractSchema>;

export const contractViewSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  current: z.nullable(agentContractSchema),
  pending: z.nullable(agentContractSchema),
  /** Earlier contracts and answered offers, newest first. */
  history: z.array(agentContractSchema),
});
export type ContractView = z.infer<typeof contractViewSchema>;

export const agentSchemas = {
  getTeamKpi: {
    request: z.strictObject({ period: z._default(z.enum(AGENT_PERIODS), 'today') }),
    response: teamKpiSchema,
  },
  getAffiliate: { request: emptyRequest, response: affiliateSchema },
  getDownline: {
    request: z.strictObject({
      /** Part of an account name, any case. */
      account: z.optional(q.text(16)),
      pageNo: z._default(q.int(1, 100_000), 1),
      pageSize: z._default(q.int(1, 50), DOWNLINE_PAGE_SIZE),
    }),
    response: downlinePageSchema,
  },
  getDownlineMember: { request: z.strictObject({ id }), response: downlineDetailSchema },
  createDownline: {
    request: z.strictObject({
      username: z.string().check(z.minLength(6), z.maxLength(16), z.regex(FIELD_PATTERNS.USERNAME)),
      password: z.string().check(z.minLength(6), z.maxLength(20), z.regex(FIELD_PATTERNS.PASSWORD)),
      nickname: z.optional(z.string().check(z.trim(), z.maxLength(30), z.regex(FIELD_PATTERNS.TEXT))),
    }),
    response: downlineMemberSchema,
  },
  getCommissionReport: {
    request: z.strictObject({ pageNo: z._default(q.int(1, 100_000), 1) }),
    response: commissionReportSchema,
  },
  checkContracts: { request: emptyRequest, response: contractCheckSchema },
  getSalaryContract: { request: emptyRequest, response: contractViewSchema },
  getDividendContract: { request: emptyRequest, response: contractViewSchema },
  getHourContract: { request: emptyRequest, response: contractViewSchema },
  answerContract: {
    request: z.strictObject({ id: z.int().check(z.gte(1), z.lte(2_147_483_647)), accept: z.boolean() }),
    response: contractViewSchema,
  },
};
