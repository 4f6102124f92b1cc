import type { CallTable } from '../define';
import type { contentSchemas } from '../schemas/content';

export const contentCalls: CallTable<typeof contentSchemas> = {
  getAnnouncements: {
    name: 'getAnnouncements',
    method: 'GET',
    path: '/wps/announcement/list',
    moduleId: 'COMM3',
    auth: 'optional',
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
  markAnnouncementRead: {
    name: 'markAnnouncementRead',
    method: 'POST',
    path: '/wps/announcement/read',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
  },
  getActivityStates: {
    name: 'getActivityStates',
    method: 'GET',
    path: '/wps/activity/states',
    moduleId: 'COMM3',
    auth: 'optional',
    encoding: 'query',
  },
  joinActivity: {
    name: 'joinActivity',
    method: 'POST',
    path: '/wps/activity/join',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
  },
  applyActivity: {
    name: 'applyActivity',
    method: 'POST',
    path: '/wps/activity/apply',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
  },
};
