import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, TOKEN_HEADER } from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { FEEDBACK_IMAGES, MESSAGING_ERRORS, messagingCalls } from '../../../contract/messaging';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { handleMember, withdrawOnlyError } from '../http/handle';
import type { MessagingServices } from '../services/messaging';
import { FEEDBACK_IMAGE_PATH } from '../services/messaging/feedback';
import { readIdempotencyKey } from '../services/lobby/idempotency';

/**
 * Feedback: the member's list and the sending of one (JSON, idempotent), the image upload
 * (multipart, one image a request, checked by content and re-encoded), and the images themselves.
 */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext, messaging: MessagingServices): void {
  const { feedback } = messaging;
  handleMember(app, ctx, messagingCalls.getFeedbackList, async ({ session }) => ({ list: await feedback.list(session.memberId) }));
  handleMember(app, ctx, messagingCalls.submitFeedback, ({ input, session, request }) =>
    feedback.submit(session.memberId, input, readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER])),
  );

  // Uploads get a body limit of their own (the image and the form's framing) in a scope of their own.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: FEEDBACK_IMAGES.maxBytes, files: 1, fields: 0, parts: 1 } });
    const call = messagingCalls.uploadFeedbackImage;
    scope.route({
      method: call.method,
      url: call.path,
      bodyLimit: FEEDBACK_IMAGES.maxBytes + 64 * 1024,
      handler: async (request, reply) => {
        const token = request.headers[TOKEN_HEADER];
        const session = typeof token === 'string' && token.length <= 200 ? await ctx.sessions.resolve(token) : null;
        if (!session) throw new ApiError(401, token ? ERROR_CODES.sessionExpired : ERROR_CODES.notLoggedIn, 'Not logged in');
        if (session.door !== 'member') throw new ApiError(403, ERROR_CODES.nonMemberLogin, 'Non-member account unable to login');
        if (session.kind !== 'full') throw withdrawOnlyError();
        if (!request.isMultipart()) throw new ApiError(400, ERROR_CODES.badRequest, 'image: send the picture as multipart form data');
        const file = await request.file();
        if (!file || file.fieldname !== 'image') throw new ApiError(400, ERROR_CODES.badRequest, 'image: the file field is missing');
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch {
          throw new ApiError(400, MESSAGING_ERRORS.imageTooLarge, 'image: at most 5 MB');
        }
        if (file.file.truncated) throw new ApiError(400, MESSAGING_ERRORS.imageTooLarge, 'image: at most 5 MB');
        const value = await feedback.upload(session.memberId, bytes, readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]));
        void reply.header('cache-control', 'no-store');
        return { success: true, value };
      },
    });
  });

  app.get<{ Params: { file: string } }>(`${FEEDBACK_IMAGE_PATH}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{32})\.(png|jpg)$/.exec(request.params.file);
    const image = match ? await feedback.image(match[1]!) : null;
    if (!image) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'private, max-age=31536000, immutable').type(image.mime).send(image.bytes);
  });
}
