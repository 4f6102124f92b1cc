import type { CallTable } from '../define';
import type { memberCentreSchemas } from '../schemas/member-centre';

/** The member centre: its overview, VIP progress, rewards, rebates and transfers to the upline. */
export const memberCentreCalls: CallTable<typeof memberCentreSchemas> = {
  getMemberCentre: {
    name: 'getMemberCentre',
    method: 'GET',
    path: '/wps/member/centre',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'query',
  },
  getVipOverview: { name: 'getVipOverview', method: 'GET', path: '/wps/member/vip', moduleId: 'COMM3', auth: 'member', encoding: 'query' },
  getRewards: { name: 'getRewards', method: 'GET', path: '/wps/member/rewards', moduleId: 'COMM3', auth: 'member', encoding: 'query' },
  claimReward: {
    name: 'claimReward',
    method: 'POST',
    path: '/wps/member/rewards/claim',
    moduleId: 'CBS3',
    auth: 'member',
    encoding: 'json',
    idempotent: true,
  },
  getRebateDue: { name: 'getRebateDue', method: 'GET', path: '/wps/member/rebate', moduleId: 'CBS3', auth: 'member', encoding: 'query' },
  claimRebate: {
    name: 'claimRebate',
    method: 'POST',
    path: '/wps/member/rebate/claim',
    moduleId: 'CBS3',
    auth: 'member',
    encoding: 'json',
    idempotent: true,
  },
  getRebateRecords: {
    name: 'getRebateRecords',
    method: 'GET',
    path: '/wps/member/rebate/records',
    moduleId: 'CBS3',
    auth: 'member',
    encoding: 'query',
  },
  getUplineTransferInfo: {
    name: 'getUplineTransferInfo',
    method: 'GET',
    path: '/wps/member/upline/transfer',
    moduleId: 'CBS3',
    auth: 'member',
    encoding: 'query',
  },
  transferToUpline: {
    name: 'transferToUpline',
    method: 'POST',
    path: '/wps/member/upline/transfer',
    moduleId: 'CBS3',
    auth: 'member',
    encoding: 'json',
    idempotent: true,
  },
};
