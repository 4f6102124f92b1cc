import type { CallTable } from '../define';
import type { messagingSchemas } from '../schemas/messaging';

/** The inbox, its unread counts and the live chat's launch and unread count. */
export const messagingCalls: CallTable<typeof messagingSchemas> = {
  getInbox: { name: 'getInbox', method: 'GET', path: '/wps/inbox/list', moduleId: 'COMM3', auth: 'member', encoding: 'query' },
  getInboxMessage: {
    name: 'getInboxMessage',
    method: 'GET',
    path: '/wps/inbox/detail',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'query',
  },
  markInboxRead: { name: 'markInboxRead', method: 'POST', path: '/wps/inbox/read', moduleId: 'COMM3', auth: 'member', encoding: 'json' },
  deleteInboxMessages: {
    name: 'deleteInboxMessages',
    method: 'POST',
    path: '/wps/inbox/delete',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'json',
  },
  getInboxUnread: {
    name: 'getInboxUnread',
    method: 'GET',
    path: '/wps/inbox/unread',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'query',
  },
  getInboxUnreadCount: {
    name: 'getInboxUnreadCount',
    method: 'GET',
    path: '/wps/inbox/unreadCount',
    moduleId: 'COMM3',
    auth: 'member',
    encoding: 'query',
  },
  getChatUnread: { name: 'getChatUnread', method: 'GET', path: '/wps/chat/unread', moduleId: 'COMM3', auth: 'member', encoding: 'query' },
  launchChat: { name: 'launchChat', method: 'GET', path: '/wps/chat/launch', moduleId: 'COMM3', auth: 'optional', encoding: 'query' },
};
