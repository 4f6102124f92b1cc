import type { FastifyInstance } from 'fastify';
import { TOKEN_HEADER } from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { CHAT_ERRORS, CHAT_VISITOR_HEADER, messagingCalls } from '../../../contract/messaging';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { withdrawOnlyError } from '../http/handle';
import type { MessagingServices } from '../services/messaging';
import { CHAT_IMAGE_PATH, imageUploader } from '../services/messaging/chat';
import { registerImageUpload } from './image-upload';
import { staffFromRequest } from './support-console';

/** The staff console's image upload: the console's cookie names the staff member. */
export const SUPPORT_IMAGE_PATH = '/support/api/image';

/**
 * Pictures in the live chat: uploaded one a request through the feedback pipeline (checked by
 * their bytes, re-encoded without metadata), then sent by key in a chat frame by the one who
 * uploaded them — a member (session), a visitor (the device key the chat speaks with) or staff.
 */
export function registerChatImages(app: FastifyInstance, ctx: AppContext, messaging: MessagingServices): void {
  const { chat } = messaging;
  const call = messagingCalls.uploadChatImage;
  registerImageUpload(
    app,
    { method: call.method, url: call.path },
    async (request) => {
      const token = request.headers[TOKEN_HEADER];
      if (typeof token === 'string' && token) {
        const session = token.length <= 200 ? await ctx.sessions.resolve(token) : null;
        if (!session) throw new ApiError(401, ERROR_CODES.sessionExpired, 'Log in again');
        if (session.door !== 'member') throw new ApiError(403, ERROR_CODES.nonMemberLogin, 'Non-member account unable to login');
        // A player on a break chats neither as a member nor as a visitor (see the chat socket), so sends no pictures either.
        if (session.kind !== 'full') throw withdrawOnlyError();
        return imageUploader({ kind: 'member', memberId: session.memberId, name: '' });
      }
      const visitorKey = request.headers[CHAT_VISITOR_HEADER];
      if (typeof visitorKey === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(visitorKey)) {
        if (!(await messaging.visitorLimits.picture(request.ip)))
          throw new ApiError(
            429,
            CHAT_ERRORS.tooManyMessages,
            'Too many pictures; wait a minute and send it again',
            { retryAfter: 60 },
            60,
          );
        return imageUploader({ kind: 'visitor', visitorKey, name: '' });
      }
      throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Log in, or give your name to chat as a visitor');
    },
    (uploader, bytes, idemKey) => chat.uploadImage(uploader, bytes, idemKey),
  );
  registerImageUpload(
    app,
    { method: 'POST', url: SUPPORT_IMAGE_PATH },
    async (request) => {
      const staff = await staffFromRequest(messaging.staff, request);
      if (!staff) throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Log in to the support console');
      return imageUploader({ kind: 'staff', staffId: staff.id });
    },
    (uploader, bytes, idemKey) => chat.uploadImage(uploader, bytes, idemKey),
  );

  app.get<{ Params: { file: string } }>(`${CHAT_IMAGE_PATH}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{32})\.(png|jpg)$/.exec(request.params.file);
    const image = match ? await chat.image(match[1]!) : null;
    if (!image) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'private, max-age=31536000, immutable').type(image.mime).send(image.bytes);
  });
}
