import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ERROR_CODES } from '../../../contract/errors';
import { CHAT_ERRORS, CHAT_SOCKET_PATH, type ChatServerFrame } from '../../../contract/messaging';
import { chatClientFrameSchema, staffClientFrameSchema } from '../../../contract/schemas/messaging';
import type { AppContext } from '../http/context';
import type { MessagingServices } from '../services/messaging';
import { imageUploader, type ChatIdentity } from '../services/messaging/chat';
import { ChatFollower } from '../services/messaging/hub';
import { staffFromRequest } from './support-console';

/** The support console's socket. */
export const SUPPORT_SOCKET_PATH = '/ws/support';
/** A socket that says nothing is asked for a pong this often and dropped when none came back. */
const HEARTBEAT_MS = 30_000;
/** The first frame must come soon after the socket opens. */
const HELLO_WAIT_MS = 10_000;
const MAX_FRAME_BYTES = 8 * 1024;

const sendTo = (socket: WebSocket) => (frame: ChatServerFrame) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

function parseFrame(raw: unknown): unknown {
  try {
    return JSON.parse(String(raw)) as unknown;
  } catch {
    return null;
  }
}

function keepAlive(socket: WebSocket): void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const timer = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, HEARTBEAT_MS);
  timer.unref();
  socket.on('close', () => clearInterval(timer));
}

/**
 * The live chat over WebSocket: players and visitors on CHAT_SOCKET_PATH, staff on
 * SUPPORT_SOCKET_PATH. Every message is stored before it is acknowledged; delivery reads the
 * store (see ChatFollower), so a socket that comes back with the last id it holds gets the rest once.
 */
export function registerChatSockets(app: FastifyInstance, ctx: AppContext, messaging: MessagingServices): void {
  const { chat, hub, bus, visitorLimits } = messaging;
  void app.register(async (scope) => {
    await bus.start();
    scope.addHook('onClose', async () => {
      hub.stop();
      await bus.close();
    });
    await scope.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

    scope.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request: FastifyRequest) => {
      const send = sendTo(socket);
      keepAlive(socket);
      let conversationId: number | null = null;
      let who: ChatIdentity | null = null;
      let memberToken: string | null = null;
      let follower: ChatFollower | null = null;
      let leave = () => {};
      let starting = false;
      const helloTimer = setTimeout(() => socket.close(4000, 'hello expected'), HELLO_WAIT_MS);
      const fail = (errorCode: string, message: string) => send({ type: 'error', errorCode, message });
      /**
       * A member's chat lasts as long as their session: once it ends (logout, a lock by staff, a break begun, expiry)
       * the socket is told and closed, checked before each message and with every heartbeat.
       */
      const sessionEnded = async (): Promise<boolean> => {
        if (memberToken === null) return false;
        const session = await ctx.sessions.resolve(memberToken);
        if (session && session.kind === 'full') return false;
        fail(CHAT_ERRORS.notAllowed, 'Log in again to chat');
        socket.close(4001, 'not allowed');
        return true;
      };
      const sessionCheck = setInterval(() => void sessionEnded().catch(() => undefined), HEARTBEAT_MS);
      sessionCheck.unref();
      socket.on('close', () => {
        clearTimeout(helloTimer);
        clearInterval(sessionCheck);
        leave();
      });

      // Frames are handled one after another, so a send is acknowledged in the order it came.
      let queue: Promise<void> = Promise.resolve();
      socket.on('message', (raw) => {
        queue = queue
          .then(() => onFrame(raw))
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'chat frame failed');
            fail(CHAT_ERRORS.badFrame, 'The message could not be handled');
          });
      });

      async function onFrame(raw: unknown): Promise<void> {
        const parsed = chatClientFrameSchema.safeParse(parseFrame(raw));
        if (!parsed.success) return fail(CHAT_ERRORS.badFrame, 'Malformed frame');
        const frame = parsed.data;
        if (frame.type === 'hello') {
          if (starting) return fail(CHAT_ERRORS.badFrame, 'Already started');
          starting = true;
          clearTimeout(helloTimer);
          const identified = await identify(frame);
          if (identified === 'withdrawOnly') {
            fail(ERROR_CODES.withdrawOnly, 'You are on a break from play: only withdrawing your balance is open');
            socket.close(4001, 'not allowed');
            return;
          }
          who = identified;
          if (who?.kind === 'member') memberToken = frame.token ?? null;
          if (!who) {
            fail(CHAT_ERRORS.notAllowed, 'Log in again, or give your name to chat as a visitor');
            socket.close(4001, 'not allowed');
            return;
          }
          const mayOpen = who.kind === 'visitor' ? () => visitorLimits.newConversation(request.ip) : undefined;
          const opened = await chat.openConversation(who, mayOpen);
          if (opened === 'refused') {
            fail(CHAT_ERRORS.tooManyConversations, 'Too many chats from this address; try again later');
            socket.close(4002, 'too many conversations');
            return;
          }
          conversationId = opened.id;
          const staffRead = await chat.staffReadUpTo(opened.id);
          send({ type: 'ready', conversationId: opened.id, staffReadUpToId: staffRead });
          follower = new ChatFollower(chat, 'PLAYER', send);
          leave = hub.add(follower);
          follower.follow(opened.id, frame.lastSeenId);
          return;
        }
        if (conversationId === null) return fail(CHAT_ERRORS.helloFirst, 'Say hello first');
        switch (frame.type) {
          case 'send': {
            if (await sessionEnded()) return;
            if (!frame.text && !frame.imageKey) return fail(CHAT_ERRORS.empty, 'Write a message or choose a picture');
            if (who?.kind === 'visitor' && !(await visitorLimits.message(request.ip))) {
              return send({
                type: 'error',
                errorCode: CHAT_ERRORS.tooManyMessages,
                message: 'Too many messages; wait a minute and send it again',
                clientMessageId: frame.clientMessageId,
              });
            }
            const content = { text: frame.text ?? '', imageKey: frame.imageKey, uploader: who ? imageUploader(who) : '' };
            const result = await chat.send(conversationId, { sender: 'PLAYER' }, content, frame.clientMessageId);
            if (result === 'closed') return send({ type: 'closed', conversationId });
            if (result === 'imageUnknown') return fail(CHAT_ERRORS.imageUnknown, 'The picture is missing; choose it again');
            // The sender's own copy travels as a message too, in its place among the others: the bus's
            // "new message" event reaches this socket's follower like every other of the conversation.
            send({ type: 'ack', clientMessageId: frame.clientMessageId, id: result.message.id });
            return;
          }
          case 'typing':
            return bus.publish({ t: 'typing', c: conversationId, from: 'PLAYER' });
          case 'read':
            return chat.markRead(conversationId, 'PLAYER', frame.upToId);
        }
      }

      async function identify(frame: { token?: string | undefined; visitorKey?: string | undefined; visitorName?: string | undefined }) {
        if (frame.token) {
          const session = await ctx.sessions.resolve(frame.token);
          if (!session || session.door !== 'member') return null;
          // A player on a break chats neither as a member nor as a visitor with the same device.
          if (session.kind !== 'full') return 'withdrawOnly' as const;
          const name = await messaging.memberName(session.memberId);
          return { kind: 'member', memberId: session.memberId, name: name ?? session.username } satisfies ChatIdentity;
        }
        if (frame.visitorKey && frame.visitorName)
          return { kind: 'visitor', visitorKey: frame.visitorKey, name: frame.visitorName } satisfies ChatIdentity;
        return null;
      }
    });

    scope.get(SUPPORT_SOCKET_PATH, { websocket: true }, (socket, request: FastifyRequest) => {
      const send = sendTo(socket);
      keepAlive(socket);
      // Listeners are attached at once: frames sent while the login is being checked wait behind it.
      let follower: ChatFollower | null = null;
      let leave = () => {};
      socket.on('close', () => leave());
      const ready = staffFromRequest(messaging.staff, request).then((staff) => {
        if (!staff) {
          send({ type: 'error', errorCode: CHAT_ERRORS.notAllowed, message: 'Log in to the support console' });
          socket.close(4001, 'not allowed');
          return null;
        }
        follower = new ChatFollower(chat, 'STAFF', send, () => send({ type: 'queue' }));
        leave = hub.add(follower);
        return staff;
      });
      let queue: Promise<unknown> = ready;
      socket.on('message', (raw) => {
        queue = queue
          .then(async () => {
            const staff = await ready;
            if (!staff || !follower) return;
            const parsed = staffClientFrameSchema.safeParse(parseFrame(raw));
            if (!parsed.success) return send({ type: 'error', errorCode: CHAT_ERRORS.badFrame, message: 'Malformed frame' });
            const frame = parsed.data;
            switch (frame.type) {
              case 'watch':
                return follower.follow(frame.conversationId, frame.lastSeenId);
              case 'send': {
                const from = { sender: 'STAFF' as const, staffId: staff.id, name: staff.displayName };
                if (!frame.text && !frame.imageKey)
                  return send({ type: 'error', errorCode: CHAT_ERRORS.empty, message: 'Write a reply or choose a picture' });
                const content = {
                  text: frame.text ?? '',
                  imageKey: frame.imageKey,
                  uploader: imageUploader({ kind: 'staff', staffId: staff.id }),
                };
                const result = await chat.send(frame.conversationId, from, content, frame.clientMessageId);
                if (result === 'closed') return send({ type: 'closed', conversationId: frame.conversationId });
                if (result === 'imageUnknown')
                  return send({ type: 'error', errorCode: CHAT_ERRORS.imageUnknown, message: 'The picture is missing; choose it again' });
                send({ type: 'ack', clientMessageId: frame.clientMessageId, id: result.message.id });
                return;
              }
              case 'typing':
                return bus.publish({ t: 'typing', c: frame.conversationId, from: 'STAFF' });
              case 'read':
                return chat.markRead(frame.conversationId, 'STAFF', frame.upToId);
            }
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'support frame failed');
            send({ type: 'error', errorCode: CHAT_ERRORS.badFrame, message: 'The message could not be handled' });
          });
      });
    });
  });
}
