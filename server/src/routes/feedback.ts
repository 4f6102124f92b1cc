import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../contract/define';
import { messagingCalls } from '../../../contract/messaging';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import type { MessagingServices } from '../services/messaging';
import { FEEDBACK_IMAGE_PATH } from '../services/messaging/feedback';
import { readIdempotencyKey } from '../services/lobby/idempotency';
import { memberUploader, registerImageUpload } from './image-upload';

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

  registerImageUpload(
    app,
    { method: messagingCalls.uploadFeedbackImage.method, url: messagingCalls.uploadFeedbackImage.path },
    async (request) => (await memberUploader(ctx, request)).memberId,
    (memberId, bytes, idemKey) => feedback.upload(memberId, bytes, idemKey),
  );

  app.get<{ Params: { file: string } }>(`${FEEDBACK_IMAGE_PATH}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{32})\.(png|jpg)$/.exec(request.params.file);
    const image = match ? await feedback.image(match[1]!) : null;
    if (!image) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'private, max-age=31536000, immutable').type(image.mime).send(image.bytes);
  });
}
