/** Announcement types: B banners, PL player notices, PU popups, PR promotions on home, H hot, Promotion the full promotion list. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'Promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** Banner groups: m_{type}_{language}. */
export const BANNER_TYPES = ['m_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott', 'm_reg', 'm_game', 'm_home'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const bannerGroupName = (type: BannerType, language: string) => `${type}_${language}`;

export { contentCalls } from './calls/content';
export type { AnnouncementsValue } from './schemas/content';
