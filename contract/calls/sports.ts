import type { CallTable } from '../define';
import type { sportsSchemas } from '../schemas/sports';

export const sportsCalls: CallTable<typeof sportsSchemas> = {
  getLiveMatches: {
    name: 'getLiveMatches',
    method: 'GET',
    path: '/wps/relay/liveMatches',
    moduleId: 'GAMELO3',
    auth: 'none',
    encoding: 'query',
  },
};
