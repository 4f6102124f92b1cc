import * as z from 'zod/mini';
import {
  CUSTOMER_TASK_CADENCES,
  CUSTOMER_TASK_ID_PATTERN,
  CUSTOMER_TASK_MEASURES,
  CUSTOMER_TASK_STATES,
  MISSIONS,
  REWARD_SOURCES,
  REWARD_STATES,
  SECURITY_LEVELS,
} from '../member-centre';
import { MONEY_PATTERN, PAYMENT_PASSWORD_PATTERN, RECORD_RANGES } from '../payments';
import { emptyRequest } from './define';
import { mobileTemplateSchema, templateChoiceSchema } from './site';

/** An amount the platform answers with: decimal text with two places. */
const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
const moneyInput = z.string().check(
  z.regex(MONEY_PATTERN, 'an amount with at most two decimals'),
  z.refine((v) => /[1-9]/.test(v), 'an amount above zero'),
);
const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));
const day = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const vipLevelSchema = z.object({
  level: z.int(),
  name: z.string(),
  deposit: money,
  validBet: money,
  /** The rebate rate in percent with two places ("0.50"). */
  rebatePercent: money,
  levelUpReward: money,
  /** Paid once a year in the member's birthday month at this level. */
  birthdayReward: money,
});

export const vipOverviewSchema = z.object({
  level: z.int(),
  name: z.string(),
  /** The member's real deposits and valid bets, all time. */
  deposits: money,
  validBets: money,
  /** Towards the next level: conditions met out of those expected, and the spec's ratio. */
  completedConditions: z.int(),
  totalExpectedConditions: z.int(),
  progress: z.number(),
  next: z.nullable(vipLevelSchema),
  levels: z.array(vipLevelSchema),
});
export type VipOverview = z.infer<typeof vipOverviewSchema>;

export const memberCentreSchema = z.object({
  account: z.string(),
  nickname: z.nullable(z.string()),
  type: z.int(),
  regDate: z.string(),
  /** Whole days since registration (Asia/Manila days). */
  daysSinceRegistration: z.int(),
  headIcon: z.nullable(z.string()),
  vipName: z.string(),
  unclaimedRewards: z.int(),
  hasUpline: z.boolean(),
});
export type MemberCentre = z.infer<typeof memberCentreSchema>;

export const rewardSchema = z.object({
  id: z.int(),
  source: z.enum(REWARD_SOURCES),
  /** What the reward is for: a promotion's title, a level's name, a mission or a friend's account. */
  label: z.string(),
  amount: z.string(),
  /** Bets needed (amount × multiple) before the credited money may be withdrawn. */
  turnover: money,
  state: z.enum(REWARD_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  claimedAt: z.nullable(z.string()),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rebateCategorySchema = z.object({ gameType: z.string(), validBets: money, rebate: money });
export const rebateDueSchema = z.object({
  vipName: z.string(),
  rebatePercent: money,
  validBets: money,
  rebate: money,
  categories: z.array(rebateCategorySchema),
  /** When the last rebate was claimed; bets after it count. */
  since: z.nullable(z.string()),
});
export type RebateDue = z.infer<typeof rebateDueSchema>;

export const rebateRecordSchema = z.object({
  id: z.int(),
  /** Null for a rebate the operator paid without a claim (its bets are not itemised). */
  validBets: z.nullable(money),
  rebatePercent: z.nullable(money),
  rebate: money,
  categories: z.array(rebateCategorySchema),
  createdAt: z.string(),
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;

export const uplineTransferInfoSchema = z.object({
  upline: z.nullable(z.string()),
  allowed: z.boolean(),
  balance: money,
  /** What may be transferred now: the balance less bonus money still under a turnover requirement (the withdrawable balance). */
  transferable: money,
  min: money,
  max: money,
  paymentPasswordSet: z.boolean(),
});
export type UplineTransferInfo = z.infer<typeof uplineTransferInfoSchema>;

export const uplineTransferSchema = z.object({
  id: z.int(),
  upline: z.string(),
  amount: money,
  balanceAfter: money,
  createdAt: z.string(),
});
export type UplineTransfer = z.infer<typeof uplineTransferSchema>;

export const securityCenterSchema = z.object({
  level: z.enum(SECURITY_LEVELS),
  /** Protections set, of four. */
  protections: z.int(),
  hasLoginPassword: z.boolean(),
  paymentPasswordSet: z.boolean(),
  /** Only the last three digits leave the platform. */
  mobile: z.nullable(z.string()),
  mobileVerified: z.boolean(),
  email: z.nullable(z.string()),
  emailVerified: z.boolean(),
  headIcon: z.nullable(z.string()),
});
export type SecurityCenter = z.infer<typeof securityCenterSchema>;

const dialingCode = z.string().check(z.regex(/^\d{1,4}$/));
const mobileNum = z.string().check(z.regex(/^\d{5,20}$/));
const code = z.string().check(z.regex(/^\d{4,10}$/));
const email = z.string().check(z.trim(), z.minLength(3), z.maxLength(254));

export const inviteOverviewSchema = z.object({
  code: z.string(),
  /** The registration page with the code, on the address the member opened the app on. */
  link: z.string(),
  friends: z.array(z.object({ account: z.string(), registeredAt: z.string() })),
  friendCount: z.int(),
  rewardsEarned: money,
});
export type InviteOverview = z.infer<typeof inviteOverviewSchema>;

const missionIds = MISSIONS.map((mission) => mission.id) as [(typeof MISSIONS)[number]['id'], ...(typeof MISSIONS)[number]['id'][]];
export const missionsOverviewSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  /** SPINS counts rounds; BETS and DEPOSIT count centavos, shown as money. */
  missions: z.array(z.object({ id: z.enum(missionIds), target: z.int(), progress: z.int(), prize: money, done: z.boolean() })),
  leaderboard: z.array(z.object({ rank: z.int(), account: z.string(), validBets: money, me: z.boolean() })),
  me: z.object({ rank: z.nullable(z.int()), validBets: money }),
});
export type MissionsOverview = z.infer<typeof missionsOverviewSchema>;

export const customerTaskSchema = z.object({
  id: z.string(),
  cadence: z.enum(CUSTOMER_TASK_CADENCES),
  measure: z.enum(CUSTOMER_TASK_MEASURES),
  /** In the request's language. */
  title: z.string(),
  description: z.string(),
  /** Centavos for a money measure (DEPOSIT_AMOUNT, VALID_BETS), else a count; progress stops at the goal. */
  goal: z.int(),
  progress: z.int(),
  reward: money,
  /** Bets needed (reward × multiple) before the credited money may be withdrawn. */
  turnover: money,
  state: z.enum(CUSTOMER_TASK_STATES),
  claimedAt: z.nullable(z.string()),
});
export type CustomerTask = z.infer<typeof customerTaskSchema>;

export const customerTasksSchema = z.object({
  tasks: z.array(customerTaskSchema),
  /** When the daily tasks start again (the next Asia/Manila midnight). */
  dailyResetAt: z.string(),
});
export type CustomerTasks = z.infer<typeof customerTasksSchema>;

export const memberCentreSchemas = {
  getMemberCentre: { request: emptyRequest, response: memberCentreSchema },
  getVipOverview: { request: emptyRequest, response: vipOverviewSchema },
  getRewards: { request: emptyRequest, response: z.object({ list: z.array(rewardSchema), unclaimed: z.int() }) },
  claimReward: { request: z.strictObject({ id }), response: z.object({ reward: rewardSchema, balance: money }) },
  getRebateDue: { request: emptyRequest, response: rebateDueSchema },
  claimRebate: { request: emptyRequest, response: z.object({ record: rebateRecordSchema, balance: money }) },
  getRebateRecords: {
    request: z.strictObject({ range: z._default(z.enum(RECORD_RANGES), 'last7'), from: day, to: day }),
    response: z.object({ list: z.array(rebateRecordSchema), total: money }),
  },
  getUplineTransferInfo: { request: emptyRequest, response: uplineTransferInfoSchema },
  transferToUpline: {
    request: z.strictObject({
      amount: moneyInput,
      paymentPassword: z.string().check(z.regex(PAYMENT_PASSWORD_PATTERN, 'six digits')),
    }),
    response: uplineTransferSchema,
  },
  getSecurityCenter: { request: emptyRequest, response: securityCenterSchema },
  getInvite: { request: emptyRequest, response: inviteOverviewSchema },
  getMissions: { request: emptyRequest, response: missionsOverviewSchema },
  getCustomerTasks: { request: emptyRequest, response: customerTasksSchema },
  claimCustomerTask: {
    request: z.strictObject({ taskId: z.string().check(z.regex(CUSTOMER_TASK_ID_PATTERN, 'a task id')) }),
    response: z.object({ task: customerTaskSchema, balance: money }),
  },
  /** The picture's bytes are the request body (image/png or image/jpeg), not a field. */
  uploadHeadIcon: { request: emptyRequest, response: z.object({ headIcon: z.string() }) },
  sendBindMobileCode: {
    request: z.strictObject({ countryDialingCode: dialingCode, mobileNum }),
    response: z.object({ expirationTime: z.int(), resendAfter: z.int() }),
  },
  bindMobile: {
    request: z.strictObject({ countryDialingCode: dialingCode, mobileNum, verificationCode: code }),
    response: securityCenterSchema,
  },
  sendBindEmailCode: { request: z.strictObject({ email }), response: z.object({ expirationTime: z.int() }) },
  bindEmail: { request: z.strictObject({ email, verificationCode: code }), response: securityCenterSchema },
  /** The member's own choice of layouts; answers the layouts they now see. */
  setTemplate: {
    request: templateChoiceSchema.check(z.refine((v) => v.mem_cen !== undefined || v.dep_func !== undefined, 'a layout to set')),
    response: z.object({ mobileTemplate: mobileTemplateSchema }),
  },
};
