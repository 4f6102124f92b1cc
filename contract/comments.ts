/*
 * Members' comments on promotions: apart from contract/activity.ts, which the promotion pages load
 * with their first paint, so the pages carry none of it until the comments load.
 */

/** A comment's text in characters (as the player counts them, so an emoji is one). */
export const COMMENT_TEXT_MAX = 140;
/** Up to three pictures a comment, PNG or JPEG by their content, each at most 5 MB. */
export const COMMENT_IMAGES = { max: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;
/** Comments a page of the list holds. */
export const COMMENT_PAGE_SIZE = 20;

/** Characters as the player counts them: code points, not UTF-16 halves. */
export const commentLength = (text: string): number => [...text.trim()].length;

/**
 * Error codes of promotion comments, translated on the client under `comments:errors.*`. A picture
 * refused for what it is, its bytes or its pixels answers with the feedback pipeline's codes
 * (PICTURE_REFUSALS in contract/messaging.ts), which checks every uploaded picture alike.
 */
export const COMMENT_ERRORS = {
  empty: 'comment.empty',
  tooLong: 'comment.tooLong',
  tooManyImages: 'comment.tooManyImages',
  imageUnknown: 'comment.imageUnknown',
  promotionUnknown: 'comment.promotionUnknown',
  promotionEnded: 'comment.promotionEnded',
} as const;

export { commentCalls } from './calls/comments';
export type { PromotionComment, PromotionCommentPage, CommentImage } from './schemas/comments';
