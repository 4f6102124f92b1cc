import type { FastifyInstance } from 'fastify';
import { CHAT_PAGE_PATH, messagingCalls, unreadCalls } from '../../../contract/messaging';
import type { AppContext } from '../http/context';
import { handle, handleMember } from '../http/handle';
import type { MessagingServices } from '../services/messaging';
import { HOST_AVATAR_PATH } from '../services/messaging/hosts';
import { registerChatImages } from './chat-images';
import { registerFeedbackRoutes } from './feedback';
import { registerChatSockets } from './messaging-socket';
import { registerSupportConsole } from './support-console';

/** The inbox calls, the chat's launch and unread count, the chat sockets and the support console. */
export function registerMessagingRoutes(app: FastifyInstance, ctx: AppContext, messaging: MessagingServices): void {
  const { inbox, chat } = messaging;

  handleMember(app, ctx, messagingCalls.getInbox, ({ input, session }) => inbox.list(session.memberId, input.language));
  handleMember(app, ctx, messagingCalls.getInboxMessage, ({ input, session }) => inbox.open(session.memberId, input.id, input.language));
  handleMember(app, ctx, messagingCalls.markInboxRead, ({ input, session }) => inbox.markRead(session.memberId, input.ids));
  handleMember(app, ctx, messagingCalls.deleteInboxMessages, ({ input, session }) => inbox.remove(session.memberId, input.ids));
  handleMember(app, ctx, messagingCalls.getInboxUnread, async ({ session }) => ({
    unread: (await inbox.unreadCount(session.memberId)) > 0,
  }));
  handleMember(app, ctx, unreadCalls.getInboxUnreadCount, async ({ session }) => ({ count: await inbox.unreadCount(session.memberId) }));
  handleMember(app, ctx, unreadCalls.getChatUnread, async ({ session }) => ({ unReadCount: await chat.memberUnread(session.memberId) }));
  const { hosts } = messaging;
  handle(app, ctx, messagingCalls.getChatAnchors, async ({ input, session }) => ({
    list: await hosts.list(input.list, session && session.door === 'member' ? session.memberId : null),
  }));
  handleMember(app, ctx, messagingCalls.getChatFocus, async ({ session }) => ({ list: await hosts.followed(session.memberId) }));
  handleMember(app, ctx, messagingCalls.followAnchor, ({ input, session }) => hosts.setFollow(session, input.hostId, true));
  handleMember(app, ctx, messagingCalls.unfollowAnchor, ({ input, session }) => hosts.setFollow(session, input.hostId, false));
  app.get<{ Params: { file: string } }>(`${HOST_AVATAR_PATH}/:file`, async (request, reply) => {
    const match = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file);
    const svg = match ? await hosts.avatar(match[1]!) : null;
    if (!svg) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
  // The chat is the app's own page: players and visitors alike open it.
  handle(app, ctx, messagingCalls.launchChat, () => ({ chatUrl: CHAT_PAGE_PATH }));

  registerFeedbackRoutes(app, ctx, messaging);
  registerChatImages(app, ctx, messaging);
  registerChatSockets(app, ctx, messaging);
  registerSupportConsole(app, messaging);
}
