import type { CallTable } from '../define';
import type { siteSchemas } from '../schemas/site';

export const siteCalls: CallTable<typeof siteSchemas> = {
  getSiteInfo: {
    name: 'getSiteInfo',
    method: 'GET',
    path: '/wps/system/siteInfo',
    moduleId: 'COMM3',
    auth: 'none',
    whileSiteClosed: true,
    encoding: 'query',
  },
  getSystemStatus: {
    name: 'getSystemStatus',
    method: 'GET',
    path: '/wps/system/status',
    moduleId: 'COMM3',
    auth: 'none',
    whileSiteClosed: true,
    encoding: 'query',
  },
};
