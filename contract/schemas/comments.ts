import * as z from 'zod/mini';
import { COMMENT_PAGE_SIZE } from '../comments';
import { emptyRequest, q } from './define';

const announcementId = z.int().check(z.gte(1), z.lte(2_147_483_647));

export const commentImageSchema = z.object({ key: z.string(), url: z.string() });
export type CommentImage = z.infer<typeof commentImageSchema>;
/** A comment as anyone reads it: the author's account masked, the text exactly as typed (the app shows it as text). */
export const promotionCommentSchema = z.object({
  id: z.int(),
  author: z.string(),
  text: z.string(),
  images: z.array(commentImageSchema),
  createdAt: z.string(),
});
export type PromotionComment = z.infer<typeof promotionCommentSchema>;
export const promotionCommentPageSchema = z.object({ list: z.array(promotionCommentSchema), hasMore: z.boolean() });
export type PromotionCommentPage = z.infer<typeof promotionCommentPageSchema>;
/** An uploaded picture's key: random, so its address can be shown in an image tag without a session header. */
const commentImageKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/));

/** Each call's request and response. */
export const commentSchemas = {
  getPromotionComments: {
    request: z.strictObject({
      id: q.int(1, 2_147_483_647),
      beforeId: z.optional(q.int(1, Number.MAX_SAFE_INTEGER)),
      pageSize: z._default(q.int(1, 50), COMMENT_PAGE_SIZE),
    }),
    response: promotionCommentPageSchema,
  },
  uploadCommentImage: { request: emptyRequest, response: commentImageSchema },
  /*
   * The text and the pictures are bounded loosely here and exactly by the platform, which answers
   * each excess with its own code (COMMENT_ERRORS) for the app to say next to the field.
   */
  postPromotionComment: {
    request: z.strictObject({
      id: announcementId,
      text: z.string().check(z.maxLength(2000)),
      imageKeys: z._default(z.array(commentImageKey).check(z.maxLength(20)), []),
    }),
    response: promotionCommentSchema,
  },
};
