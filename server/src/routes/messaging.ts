import type { FastifyInstance } from 'fastify';
import { CHAT_PAGE_PATH, messagingCalls, unreadCalls } from '../../../contract/messaging';
import type { AppContext } from '../http/context';
import { handle, handleMember } from '../http/handle';
import type { MessagingServices } from '../services/messaging';
import { registerChatImages } from './chat-images';
import { registerFeedbackRoutes } from './feedback';
import { registerChatSockets } from './messaging-socket';
import { registerSupportConsole } from './support-console';

/** The inbox calls, the chat's launch and unread count, the chat sockets and the support console. */
export function registerMessagingRoutes(app: FastifyInstance, ctx: AppContext, messaging: MessagingServices): void {
  const { inbox, chat } = messaging;
  const stopWelcome = messaging.welcome();
  app.addHook('onClose', async () => stopWelcome());

  handleMember(app, ctx, messagingCalls.getInbox, ({ input, session }) => inbox.list(session.memberId, input.language));
  handleMember(app, ctx, messagingCalls.getInboxMessage, ({ input, session }) => inbox.open(session.memberId, input.id, input.language));
  handleMember(app, ctx, messagingCalls.markInboxRead, ({ input, session }) => inbox.markRead(session.memberId, input.ids));
  handleMember(app, ctx, messagingCalls.deleteInboxMessages, ({ input, session }) => inbox.remove(session.memberId, input.ids));
  handleMember(app, ctx, messagingCalls.getInboxUnread, async ({ session }) => ({
    unread: (await inbox.unreadCount(session.memberId)) > 0,
  }));
  handleMember(app, ctx, unreadCalls.getInboxUnreadCount, async ({ session }) => ({ count: await inbox.unreadCount(session.memberId) }));
  handleMember(app, ctx, unreadCalls.getChatUnread, async ({ session }) => ({ unReadCount: await chat.memberUnread(session.memberId) }));
  // The chat is the app's own page: players and visitors alike open it.
  handle(app, ctx, messagingCalls.launchChat, () => ({ chatUrl: CHAT_PAGE_PATH }));

  registerFeedbackRoutes(app, ctx, messaging);
  registerChatImages(app, ctx, messaging);
  registerChatSockets(app, ctx, messaging);
  registerSupportConsole(app, messaging);
}
