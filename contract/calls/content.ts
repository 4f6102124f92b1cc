import type { CallTable } from '../define';
import type { contentSchemas } from '../schemas/content';

export const contentCalls: CallTable<typeof contentSchemas> = {
  getAnnouncements: {
    name: 'getAnnouncements',
    method: 'GET',
    path: '/wps/announcement/list',
    moduleId: 'COMM3',
    auth: 'optional',
    duringBreak: true,
    encoding: 'query',
  },
  getNoticeList: {
    name: 'getNoticeList',
    method: 'GET',
    path: '/wps/announcement/notices',
    moduleId: 'COMM3',
    auth: 'optional',
    encoding: 'query',
  },
  getHelpCenter: {
    name: 'getHelpCenter',
    method: 'GET',
    path: '/wps/help/center',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
  },
};
