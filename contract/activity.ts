/*
 * Promotions a member takes part in and announcements a member has read: apart from
 * contract/content.ts, which Home's first visit loads, so Home carries none of it.
 */
/** How a member takes part in a promotion: joins at once, or applies and the operator decides. */
export const ACTIVITY_MODES = ['JOIN', 'APPLY'] as const;
export type ActivityMode = (typeof ACTIVITY_MODES)[number];

/**
 * A promotion's state for the player: what may be done (JOIN, APPLY), where the member stands
 * (JOINED, APPLYING, PROCESS, REJECTED, CLAIM, ISSUED, CLAIMED), or the promotion's own period
 * (COMING_SOON before it starts, CLOSE after it ends).
 */
export const ACTIVITY_STATES = [
  'JOIN',
  'APPLY',
  'JOINED',
  'APPLYING',
  'PROCESS',
  'REJECTED',
  'CLAIM',
  'ISSUED',
  'CLAIMED',
  'CLOSE',
  'COMING_SOON',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** States a member's call can still change: the rest are settled by the period, the operator or the rewards centre. */
export const isActionState = (state: ActivityState): state is 'JOIN' | 'APPLY' => state === 'JOIN' || state === 'APPLY';

/** Error codes of promotion participation. */
export const ACTIVITY_ERRORS = {
  notStarted: 'activity.notStarted',
  ended: 'activity.ended',
  wrongMode: 'activity.wrongMode',
} as const;

/** A comment on a promotion: its text in characters (as the player counts them, so an emoji is one), and its pictures. */
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

export { activityCalls } from './calls/activity';
export type { ActivityStatesValue, PromotionComment, PromotionCommentPage, CommentImage } from './schemas/activity';
