import type { CallTable } from '../define';
import type { lotterySchemas } from '../schemas/lottery';

export const lotteryCalls: CallTable<typeof lotterySchemas> = {
  getNumero: {
    name: 'getNumero',
    method: 'GET',
    path: '/wps/relay/numero',
    moduleId: 'GAMELO3',
    auth: 'none',
    encoding: 'query',
  },
};
