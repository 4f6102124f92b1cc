import type { CallTable } from '../define';
import type { unreadSchemas } from '../schemas/messaging';

/** The inbox and chat unread counts the header shows (throttled 250 ms, silent). */
export const unreadCalls: CallTable<typeof unreadSchemas> = {
  getInboxUnreadCount: {
    name: 'getInboxUnreadCount',
    method: 'GET',
    path: '/wps/inbox/unreadCount',
    moduleId: 'COMM3',
    auth: 'member',
    duringBreak: true,
    flag: 'MAILCEN',
    encoding: 'query',
  },
  getChatUnread: { name: 'getChatUnread', method: 'GET', path: '/wps/chat/unread', moduleId: 'COMM3', auth: 'member', encoding: 'query' },
};
