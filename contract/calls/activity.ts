import type { CallTable } from '../define';
import type { activitySchemas } from '../schemas/activity';

export const activityCalls: CallTable<typeof activitySchemas> = {
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
