/*
 * The member centre: VIP levels and what they need, rewards, rebates and transfers to the
 * upline. Constants and pure rules shared by the pages and the platform.
 */

/** Where a claimable reward comes from. */
export const REWARD_SOURCES = ['PROMOTION', 'LEVEL_UP', 'BIRTHDAY', 'MISSION', 'REFERRAL'] as const;

/** A reward's state: waiting to be claimed, claimed (credited once), or past its claim date. */
export const REWARD_STATES = ['CLAIM', 'CLAIMED', 'EXPIRED'] as const;

/**
 * VIP levels (club labels): a level is reached once the member's deposits and valid bets
 * (bets of the real wallet) reach both of its figures, in centavos. The rebate rate is in
 * basis points of valid bets (50 = 0.50 %); the level-up reward is paid once per level; the
 * birthday reward once a year, in the member's birthday month, at the level the member holds then.
 */
export const VIP_LEVELS = [
  { level: 0, name: 'VIP0', depositCents: 0, validBetCents: 0, rebateBasisPoints: 30, levelUpRewardCents: 0, birthdayRewardCents: 1_800 },
  {
    level: 1,
    name: 'VIP1',
    depositCents: 100_000,
    validBetCents: 500_000,
    rebateBasisPoints: 50,
    levelUpRewardCents: 5_800,
    birthdayRewardCents: 8_800,
  },
  {
    level: 2,
    name: 'VIP2',
    depositCents: 500_000,
    validBetCents: 3_000_000,
    rebateBasisPoints: 70,
    levelUpRewardCents: 18_800,
    birthdayRewardCents: 28_800,
  },
  {
    level: 3,
    name: 'VIP3',
    depositCents: 2_000_000,
    validBetCents: 15_000_000,
    rebateBasisPoints: 90,
    levelUpRewardCents: 58_800,
    birthdayRewardCents: 88_800,
  },
  {
    level: 4,
    name: 'VIP4',
    depositCents: 10_000_000,
    validBetCents: 100_000_000,
    rebateBasisPoints: 110,
    levelUpRewardCents: 188_800,
    birthdayRewardCents: 288_800,
  },
  {
    level: 5,
    name: 'VIP5',
    depositCents: 50_000_000,
    validBetCents: 500_000_000,
    rebateBasisPoints: 130,
    levelUpRewardCents: 588_800,
    birthdayRewardCents: 888_800,
  },
] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];

/** The highest level whose deposit and valid-bet figures are both reached. */
export function vipLevelOf(depositCents: number, validBetCents: number): VipLevel {
  let reached: VipLevel = VIP_LEVELS[0];
  for (const level of VIP_LEVELS) {
    if (depositCents >= level.depositCents && validBetCents >= level.validBetCents) reached = level;
  }
  return reached;
}

/**
 * The spec's rank progress: completed / total expected conditions towards the next level
 * (1 at the top level, where nothing more is expected).
 */
export function vipProgress(depositCents: number, validBetCents: number): { completed: number; total: number; ratio: number } {
  const current = vipLevelOf(depositCents, validBetCents);
  const next = VIP_LEVELS.find((level) => level.level === current.level + 1);
  if (!next) return { completed: 0, total: 0, ratio: 1 };
  const completed = Number(depositCents >= next.depositCents) + Number(validBetCents >= next.validBetCents);
  return { completed, total: 2, ratio: completed / 2 };
}

/** A rebate: the valid bets' centavos at the rate's basis points, rounded down to the centavo. */
export const rebateCents = (validBetCents: number, basisPoints: number) => Math.floor((validBetCents * basisPoints) / 10_000);

/** The inviter's reward for each friend who registers with the referral code (the promotion's ₱2,222), bet ten times before withdrawal. */
export const REFERRAL_REWARD_CENTS = 222_200;
export const REFERRAL_TURNOVER_MULTIPLE = 10;

/**
 * The week's missions (Monday to Sunday, Asia/Manila): progress from real play in the week;
 * a mission done puts its prize in the reward centre, once per week.
 */
export const MISSIONS = [
  { id: 'SPINS', target: 50, prizeCents: 2_000 },
  { id: 'BETS', target: 100_000, prizeCents: 5_000 },
  { id: 'DEPOSIT', target: 50_000, prizeCents: 3_000 },
] as const;
/** How many places the leaderboard shows. */
export const LEADERBOARD_SIZE = 20;

/** A reward's claim window once granted (a birthday reward's ends with the birthday month instead). */
export const REWARD_CLAIM_DAYS = 30;
/** The birthday reward's turnover: bet once, like a level-up reward. */
export const BIRTHDAY_TURNOVER_MULTIPLE = 1;
/** Transfers to the upline: at least ₱1, at most ₱50,000 at a time. */
export const UPLINE_TRANSFER_MIN_CENTS = 100;
export const UPLINE_TRANSFER_MAX_CENTS = 5_000_000;

/**
 * Customer tasks (the platform's one-off and daily tasks, /m/customerTask): a ONCE task counts all
 * time and pays once ever, a DAILY task counts the Asia/Manila day and pays once a day. What a
 * task measures decides its unit: money measures count centavos, the others a number.
 */
export const CUSTOMER_TASK_CADENCES = ['ONCE', 'DAILY'] as const;
export const CUSTOMER_TASK_MEASURES = ['MOBILE_VERIFIED', 'EMAIL_VERIFIED', 'PAID_DEPOSITS', 'DEPOSIT_AMOUNT', 'VALID_BETS'] as const;
export type CustomerTaskMeasure = (typeof CUSTOMER_TASK_MEASURES)[number];
export const MONEY_TASK_MEASURES: readonly CustomerTaskMeasure[] = ['DEPOSIT_AMOUNT', 'VALID_BETS'];
/** In progress, done and waiting to be claimed, or claimed (this period's reward paid). */
export const CUSTOMER_TASK_STATES = ['OPEN', 'CLAIMABLE', 'CLAIMED'] as const;
/** A task's id: capitals, digits and underscores. */
export const CUSTOMER_TASK_ID_PATTERN = /^[A-Z][A-Z0-9_]{1,39}$/;

/** Error codes of the member-centre calls, translated under `member:errors.*`. */
export const MEMBER_CENTRE_ERRORS = {
  rewardMissing: 'reward.missing',
  rewardClaimed: 'reward.claimed',
  rewardExpired: 'reward.expired',
  rebateNothing: 'rebate.nothingDue',
  noUpline: 'upline.missing',
  uplineNotAllowed: 'upline.notAllowed',
  transferRange: 'upline.range',
  transferOverTransferable: 'upline.overTransferable',
  mobileTaken: 'security.mobileTaken',
  codeWrong: 'security.codeWrong',
  emailInvalid: 'security.emailInvalid',
  headIconType: 'headIcon.type',
  headIconSize: 'headIcon.size',
  headIconPixels: 'headIcon.pixels',
  inviteAgents: 'invite.agents',
  taskMissing: 'task.missing',
  taskUnfinished: 'task.unfinished',
  taskClaimed: 'task.claimed',
} as const;

/** The security level: how many of the four protections are set (login password, payment password, verified mobile, verified e-mail). */
export const SECURITY_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];
export const securityLevelOf = (protections: number): SecurityLevel => (protections >= 4 ? 'HIGH' : protections >= 2 ? 'MEDIUM' : 'LOW');

/** A head icon: PNG or JPEG by its bytes, at most 5 MB; stored re-encoded as a 256-pixel square PNG. */
export const HEAD_ICON_MAX_BYTES = 5 * 1024 * 1024;
export const HEAD_ICON_SIZE = 256;

export { memberCentreCalls } from './calls/member-centre';
export type {
  MemberCentre,
  Reward,
  RebateDue,
  RebateRecord,
  UplineTransferInfo,
  UplineTransfer,
  VipOverview,
  SecurityCenter,
  InviteOverview,
  MissionsOverview,
  CustomerTask,
  CustomerTasks,
} from './schemas/member-centre';
