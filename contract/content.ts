/** Announcement types: B banners, PL player notices, PU popups, PR promotions on home, H hot, Promotion the full promotion list. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'Promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** Banner groups: m_{type}_{language}. */
export const BANNER_TYPES = ['m_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott', 'm_reg', 'm_game', 'm_home'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const bannerGroupName = (type: BannerType, language: string) => `${type}_${language}`;

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

export { contentCalls } from './calls/content';
export type { ActivityStatesValue, AnnouncementsValue } from './schemas/content';
