import type { CallTable } from '../define';
import type { walletSchemas } from '../schemas/wallet';

export const walletCalls: CallTable<typeof walletSchemas> = {
  getBalance: {
    name: 'getBalance',
    method: 'GET',
    path: '/wps/wallet/balance',
    moduleId: 'CBS3',
    auth: 'member',
    duringBreak: true,
    encoding: 'query',
  },
  getLedger: {
    name: 'getLedger',
    method: 'GET',
    path: '/wps/wallet/ledger',
    moduleId: 'CBS3',
    auth: 'member',
    duringBreak: true,
    flag: 'TRANSREC3',
    encoding: 'query',
  },
};
