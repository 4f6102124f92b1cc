import type { CallTable } from '../define';
import type { messagingSchemas } from '../schemas/messaging';

/** The inbox, its unread counts, feedback with images, and the live chat's launch and unread count. */
export const messagingCalls: CallTable<typeof messagingSchemas> = {
  getInbox: {
    name: 'getInbox',
    method: 'GET',
    path: '/wps/inbox/list',
    moduleId: 'COMM3',
    auth: 'member',
    duringBreak: true,
    flag: 'MAILCEN',
    encoding: 'query',
  },
  getInboxMessage: {
    name: 'getInboxMessage',
    method: 'GET',
    path: '/wps/inbox/detail',
    moduleId: 'COMM3',
    auth: 'member',
    duringBreak: true,
    flag: 'MAILCEN',
    encoding: 'query',
  },
  markInboxRead: {
    name: 'markInboxRead',
    method: 'POST',
    path: '/wps/inbox/read',
    moduleId: 'COMM3',
    auth: 'member',
    duringBreak: true,
    flag: 'MAILCEN',
    encoding: 'json',
  },
  deleteInboxMessages: {
    name: 'deleteInboxMessages',
    method: 'POST',
    path: '/wps/inbox/delete',
    moduleId: 'COMM3',
    auth: 'member',
    duringBreak: true,
    flag: 'MAILCEN',
    encoding: 'json',
  },
  getInboxUnread: {
    name: 'getInboxUnread',
    method: 'GET',
    path: '/wps/inbox/unread',
    moduleId: 'COMM3',
    auth: 'member',
    duringBreak: true,
    flag: 'MAILCEN',
    encoding: 'query',
  },
  /** One image per request, as multipart form data (file field `image`); the answer's key goes with the feedback. */
  uploadFeedbackImage: {
    name: 'uploadFeedbackImage',
    method: 'POST',
    path: '/wps/feedback/image',
    moduleId: 'COMM3',
    auth: 'member',
    flag: 'FEEDBACK3',
    encoding: 'multipart',
    idempotent: true,
  },
  submitFeedback: {
    name: 'submitFeedback',
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: 'COMM3',
    auth: 'member',
    flag: 'FEEDBACK3',
    encoding: 'json',
    idempotent: true,
  },
  getFeedbackList: {
    name: 'getFeedbackList',
    method: 'GET',
    path: '/wps/feedback/list',
    moduleId: 'COMM3',
    auth: 'member',
    flag: 'FEEDBACK3',
    encoding: 'query',
  },
  /**
   * One chat image per request, as multipart form data (file field `image`); its key then goes in a chat `send` frame.
   * Visitors name themselves with CHAT_VISITOR_HEADER and are held to a few pictures a minute from one address
   * (429 CHAT_ERRORS.tooManyMessages); a withdraw-only session is refused. A picture no message takes is removed
   * when its conversation closes, or within a few hours.
   */
  uploadChatImage: {
    name: 'uploadChatImage',
    method: 'POST',
    path: '/wps/chat/image',
    moduleId: 'COMM3',
    auth: 'optional',
    encoding: 'multipart',
    idempotent: true,
  },
  /** A list of live-stream hosts; with a member's session each says whether they follow it. */
  getChatAnchors: {
    name: 'getChatAnchors',
    method: 'GET',
    path: '/wps/chat/anchors',
    moduleId: 'COMM3',
    auth: 'optional',
    encoding: 'query',
  },
  /** The hosts the member follows (the spec's focus list). */
  getChatFocus: { name: 'getChatFocus', method: 'GET', path: '/wps/chat/focus', moduleId: 'COMM3', auth: 'member', encoding: 'query' },
  /** Follows a host; following one already followed changes nothing. */
  followAnchor: { name: 'followAnchor', method: 'POST', path: '/wps/chat/focus', moduleId: 'COMM3', auth: 'member', encoding: 'json' },
  /** Stops following a host; one not followed changes nothing. */
  unfollowAnchor: {
    name: 'unfollowAnchor',
    method: 'POST',
    path: '/wps/chat/unfocus',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
  },
  launchChat: { name: 'launchChat', method: 'GET', path: '/wps/chat/launch', moduleId: 'COMM3', auth: 'optional', encoding: 'query' },
};
