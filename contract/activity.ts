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

export { activityCalls } from './calls/activity';
export type { ActivityStatesValue } from './schemas/activity';
