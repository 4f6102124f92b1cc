import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { commentCalls } from '../../../contract/comments';
import { IDEMPOTENCY_HEADER } from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { handle, handleMember } from '../http/handle';
import { SERVER_ROOT } from '../server-root';
import { COMMENT_IMAGE_PATH, type PromotionComments } from '../services/content/comments';
import { readIdempotencyKey } from '../services/lobby/idempotency';
import type { StaffService } from '../services/staff';
import { memberUploader, registerImageUpload } from './image-upload';
import { staffFromRequest, SUPPORT_COMMENTS_SCRIPT } from './support-console';

const commentId = (value: string) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > Number.MAX_SAFE_INTEGER)
    throw new ApiError(400, ERROR_CODES.badRequest, 'id: not a comment id');
  return id;
};

/**
 * Promotion comments: the list (anyone), a comment's pictures uploaded one a request through the
 * feedback pipeline (checked by their bytes before a comment names them), the comment itself, the
 * pictures served back, and the support console's list with its hiding.
 */
export function registerPromotionCommentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  comments: PromotionComments,
  staff: StaffService,
): void {
  handle(app, ctx, commentCalls.getPromotionComments, ({ input }) => comments.list(input));
  handleMember(app, ctx, commentCalls.postPromotionComment, ({ input, session, request }) =>
    comments.post(session, input, readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER])),
  );

  const upload = commentCalls.uploadCommentImage;
  registerImageUpload(
    app,
    { method: upload.method, url: upload.path },
    // Who may comment is settled before a byte of the picture is read.
    async (request) => {
      const session = await memberUploader(ctx, request);
      comments.assertMayComment(session);
      return session;
    },
    (session, bytes, idemKey) => comments.upload(session, bytes, idemKey),
  );

  app.get<{ Params: { file: string } }>(`${COMMENT_IMAGE_PATH}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{32})\.(png|jpg)$/.exec(request.params.file);
    const image = match ? await comments.image(match[1]!) : null;
    if (!image) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(image.mime)
      .send(image.bytes);
  });

  const script = readFileSync(path.join(SERVER_ROOT, 'src/services/messaging/console/comments.js'), 'utf8');
  app.get(SUPPORT_COMMENTS_SCRIPT, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );
  app.get('/support/api/comments', async (request) => {
    if (!(await staffFromRequest(staff, request))) throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Log in to the support console');
    return { success: true, value: await comments.recent() };
  });
  app.post<{ Params: { id: string } }>('/support/api/comments/:id/hide', async (request) => {
    const who = await staffFromRequest(staff, request);
    if (!who) throw new ApiError(401, ERROR_CODES.notLoggedIn, 'Log in to the support console');
    const hidden = await comments.hide(commentId(request.params.id), who.id);
    if (!hidden) throw new ApiError(404, ERROR_CODES.notFound, 'No such comment');
    return { success: true, value: { ok: true } };
  });
}
