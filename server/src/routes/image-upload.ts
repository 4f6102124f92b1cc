import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, TOKEN_HEADER, type HttpMethod } from '../../../contract/define';
import { ERROR_CODES } from '../../../contract/errors';
import { FEEDBACK_IMAGES, MESSAGING_ERRORS } from '../../../contract/messaging';
import { ApiError } from '../http/api-error';
import type { AppContext, Session } from '../http/context';
import { withdrawOnlyError } from '../http/handle';
import { readIdempotencyKey } from '../services/lobby/idempotency';

/**
 * The member a picture comes from, settled before a byte of it is read: signed in through the members' door and
 * not on a break (a withdraw-only session sends no pictures).
 */
export async function memberUploader(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const token = request.headers[TOKEN_HEADER];
  const session = typeof token === 'string' && token.length <= 200 ? await ctx.sessions.resolve(token) : null;
  if (!session) throw new ApiError(401, token ? ERROR_CODES.sessionExpired : ERROR_CODES.notLoggedIn, 'Not logged in');
  if (session.door !== 'member') throw new ApiError(403, ERROR_CODES.nonMemberLogin, 'Non-member account unable to login');
  if (session.kind !== 'full') throw withdrawOnlyError();
  return session;
}

/**
 * One picture a request, as multipart form data (file field `image`), for feedback and the chat
 * alike: the uploader is checked before the body is read, the body is held to the image limit, and
 * `store` (which checks the bytes and re-encodes) gets the file and the request's idempotency key.
 */
export function registerImageUpload<Uploader, Answer>(
  app: FastifyInstance,
  route: { method: HttpMethod; url: string },
  authorize: (request: FastifyRequest) => Promise<Uploader>,
  store: (uploader: Uploader, bytes: Buffer, idemKey: string | null) => Promise<Answer>,
): void {
  // Uploads get a body limit of their own (the image and the form's framing) in a scope of their own.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: FEEDBACK_IMAGES.maxBytes, files: 1, fields: 0, parts: 1 } });
    scope.route({
      method: route.method,
      url: route.url,
      bodyLimit: FEEDBACK_IMAGES.maxBytes + 64 * 1024,
      handler: async (request, reply) => {
        const uploader = await authorize(request);
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
        const value = await store(uploader, bytes, readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]));
        void reply.header('cache-control', 'no-store');
        return { success: true, value };
      },
    });
  });
}
