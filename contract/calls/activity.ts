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
  /** A promotion's comments, newest first, a page at a time (`beforeId`: the last id of the page already shown). */
  getPromotionComments: {
    name: 'getPromotionComments',
    method: 'GET',
    path: '/wps/activity/comments',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
  },
  /** One picture a request, as multipart form data (file field `image`); its key then goes in postPromotionComment. */
  uploadCommentImage: {
    name: 'uploadCommentImage',
    method: 'POST',
    path: '/wps/activity/comment/image',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'multipart',
    idempotent: true,
  },
  postPromotionComment: {
    name: 'postPromotionComment',
    method: 'POST',
    path: '/wps/activity/comment',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
    idempotent: true,
  },
};
