import type { CallTable } from '../define';
import type { commentSchemas } from '../schemas/comments';

export const commentCalls: CallTable<typeof commentSchemas> = {
  /** A promotion's comments, newest first, a page at a time (`beforeId`: the oldest id of the page already shown). */
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
