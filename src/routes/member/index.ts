import { createRoute } from '@tanstack/react-router';
import { page } from '../guards';
import { memberLayout } from '../layouts';
import { betRecordsSearch, depositSearch, recordsSearch, securityCenterSearch, transactionSearch } from '../search-params';

/*
 * Member pages (under the member layout: a visitor logs in first). `realMember` pages send a
 * trial account home with the platform's message. Each page arrives with its own issue
 * (`built: false` sends the path to /m/home until then): it adds its component with
 * `.lazy(() => import('./x.lazy').then((m) => m.Route))` and drops `built`.
 */

/**
 * Each member page's parent, shared: the route table is precached on every visit, and one object
 * spread into each route weighs less there than a function written out per page.
 */
const underMemberLayout = { getParentRoute: () => memberLayout } as const;

/** The member centre (the new template; /m/mine is the old one). */
const memberHomeRoute = createRoute({
  ...underMemberLayout,
  path: '/m/member/home',
  ...page({ title: 'mine', role: 'realMember' }),
}).lazy(() => import('./member-home.lazy').then((m) => m.Route));

const settingsRoute = createRoute({
  ...underMemberLayout,
  path: '/m/set',
  ...page({ title: 'set', role: 'member' }),
}).lazy(() => import('./settings.lazy').then((m) => m.Route));

const depositRoute = createRoute({
  ...underMemberLayout,
  path: '/m/voucherCenter',
  ...page({ title: 'deposit', role: 'realMember' }),
  validateSearch: depositSearch,
  // The form's channels travel with the page's code; a deposit's status (`?deposit=`) reads that deposit instead.
  loaderDeps: ({ search }) => ({ deposit: search.deposit }),
  loader: ({ deps }) =>
    deps.deposit === undefined
      ? import('@/features/wallet/api/prefetch-deposit-options').then((m) => m.prefetchDepositOptions())
      : undefined,
}).lazy(() => import('./voucher-center.lazy').then((m) => m.Route));

const withdrawRoute = createRoute({
  ...underMemberLayout,
  path: '/m/withdraw',
  ...page({ title: 'withdraw', duringBreak: true, role: 'realMember' }),
}).lazy(() => import('./withdraw.lazy').then((m) => m.Route));

const inboxRoute = createRoute({
  ...underMemberLayout,
  path: '/m/webEmail',
  ...page({ title: 'inbox', duringBreak: true, role: 'member', flag: 'MAILCEN' }),
}).lazy(() => import('./web-email.lazy').then((m) => m.Route));

const feedbackRoute = createRoute({
  ...underMemberLayout,
  path: '/m/feedback',
  ...page({ title: 'feedback', role: 'member', flag: 'FEEDBACK3' }),
}).lazy(() => import('./feedback.lazy').then((m) => m.Route));

const inviteRoute = createRoute({
  ...underMemberLayout,
  path: '/m/inviteFriends',
  ...page({ title: 'invite', role: 'realMember', flag: 'REFERRAL' }),
}).lazy(() => import('./invite-friends.lazy').then((m) => m.Route));

const securityCenterRoute = createRoute({
  ...underMemberLayout,
  path: '/m/securityCenter',
  validateSearch: securityCenterSearch,
  ...page({ title: 'securityCenter', role: 'realMember' }),
}).lazy(() => import('./security-center.lazy').then((m) => m.Route));

const benefitsRoute = createRoute({
  ...underMemberLayout,
  path: '/m/member/benefits',
  ...page({ title: 'benefits', role: 'member', flag: 'VIPBENEFIT' }),
}).lazy(() => import('./benefits.lazy').then((m) => m.Route));

const depositRecordsRoute = createRoute({
  ...underMemberLayout,
  path: '/m/vouReport',
  ...page({ title: 'depositRecords', duringBreak: true, role: 'realMember', flag: 'DEPRECM3' }),
  validateSearch: recordsSearch,
}).lazy(() => import('./vou-report.lazy').then((m) => m.Route));

const withdrawRecordsRoute = createRoute({
  ...underMemberLayout,
  path: '/m/withdrawReport',
  ...page({ title: 'withdrawRecords', duringBreak: true, role: 'realMember', flag: 'WITHREC3' }),
  validateSearch: recordsSearch,
}).lazy(() => import('./withdraw-report.lazy').then((m) => m.Route));

const transactionRecordsRoute = createRoute({
  ...underMemberLayout,
  path: '/m/transaction/record',
  ...page({ title: 'transactionRecords', duringBreak: true, role: 'realMember', flag: 'TRANSREC3' }),
  validateSearch: transactionSearch,
}).lazy(() => import('./transaction-record.lazy').then((m) => m.Route));

const betRecordsRoute = createRoute({
  ...underMemberLayout,
  path: '/m/gameRecord',
  ...page({ title: 'betRecords', role: 'realMember', flag: 'TRANSBETREPMEM3' }),
  validateSearch: betRecordsSearch,
}).lazy(() => import('./game-record.lazy').then((m) => m.Route));

const profitAndLossRoute = createRoute({
  ...underMemberLayout,
  path: '/m/profitandloss',
  ...page({ title: 'profitAndLoss', duringBreak: true, role: 'realMember', flag: 'PERSREP' }),
  validateSearch: recordsSearch,
}).lazy(() => import('./profit-and-loss.lazy').then((m) => m.Route));

const uplineTransferRoute = createRoute({
  ...underMemberLayout,
  path: '/m/upLine/transfer',
  ...page({ title: 'uplineTransfer', role: 'realMember', flag: 'AGETRANSFERUP3' }),
}).lazy(() => import('./upline-transfer.lazy').then((m) => m.Route));

const rewardCenterRoute = createRoute({
  ...underMemberLayout,
  path: '/m/rewardCenter',
  ...page({ title: 'rewardCenter', role: 'member', flag: 'REWCEN3' }),
}).lazy(() => import('./reward-center.lazy').then((m) => m.Route));

/** The platform's one-off and daily tasks (a lazily listed page of the spec), reached from the reward centre. */
const customerTaskRoute = createRoute({
  ...underMemberLayout,
  path: '/m/customerTask',
  ...page({ title: 'customerTask', role: 'realMember', flag: 'REWCEN3' }),
}).lazy(() => import('./customer-task.lazy').then((m) => m.Route));

const manualRebateRoute = createRoute({
  ...underMemberLayout,
  path: '/m/member/manualRebate',
  ...page({ title: 'manualRebate', role: 'realMember', flag: 'MANPLAYREB3' }),
}).lazy(() => import('./manual-rebate.lazy').then((m) => m.Route));

const rebateReportRoute = createRoute({
  ...underMemberLayout,
  path: '/m/member/rebateReport',
  ...page({ title: 'rebateReport', role: 'realMember', flag: 'PLYRBT' }),
}).lazy(() => import('./rebate-report.lazy').then((m) => m.Route));

/** Player protection: limits, reality checks, time-outs and self-exclusion. */
const responsibleGamingRoute = createRoute({
  ...underMemberLayout,
  path: '/m/responsibleGaming',
  ...page({ title: 'responsibleGaming', duringBreak: true, role: 'realMember' }),
}).lazy(() => import('./responsible-gaming.lazy').then((m) => m.Route));

export const memberRoutes = [
  memberHomeRoute,
  settingsRoute,
  depositRoute,
  withdrawRoute,
  inboxRoute,
  feedbackRoute,
  inviteRoute,
  securityCenterRoute,
  benefitsRoute,
  depositRecordsRoute,
  withdrawRecordsRoute,
  transactionRecordsRoute,
  betRecordsRoute,
  profitAndLossRoute,
  uplineTransferRoute,
  rewardCenterRoute,
  customerTaskRoute,
  manualRebateRoute,
  rebateReportRoute,
  responsibleGamingRoute,
] as const;
