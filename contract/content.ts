import * as z from 'zod/mini';
import { defineCall, q } from './define';
import { announcementSchema, bannerSchema, helpItemSchema, languageSchema, promoCategorySchema } from './domain';

/** Announcement types: B banners, PL player notices, PU popups, PR promotions on home, H hot, Promotion the full promotion list. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'Promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Banner groups: m_{type}_{language}. */
export const BANNER_TYPES = ['m_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott', 'm_reg', 'm_game', 'm_home'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const bannerGroupName = (type: BannerType, language: string) => `${type}_${language}`;

const typesParam = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(60)),
    z.transform((s: string) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ),
  z.array(z.enum(ANNOUNCEMENT_TYPES)).check(z.minLength(1), z.maxLength(ANNOUNCEMENT_TYPES.length)),
);

export const announcementsValueSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  hot: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
  categories: z.array(promoCategorySchema),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

export const pagedAnnouncementsSchema = z.object({
  list: z.array(announcementSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
});

export const contentCalls = {
  getAnnouncements: defineCall({
    name: 'getAnnouncements',
    method: 'GET',
    path: '/wps/announcement/list',
    moduleId: 'COMM3',
    auth: 'optional',
    encoding: 'query',
    request: z.strictObject({
      types: typesParam,
      groupName: z.optional(z.string().check(z.regex(/^m_[a-z]+_[A-Z]{2}$/))),
      platform: z._default(z.literal('M'), 'M'),
      language: languageSchema,
    }),
    response: announcementsValueSchema,
  }),
  getNoticeList: defineCall({
    name: 'getNoticeList',
    method: 'GET',
    path: '/wps/announcement/notices',
    moduleId: 'COMM3',
    auth: 'optional',
    encoding: 'query',
    request: z.strictObject({ language: languageSchema, pageNo: z._default(q.int(1, 1000), 1), pageSize: z._default(q.int(1, 100), 36) }),
    response: pagedAnnouncementsSchema,
  }),
  getHelpCenter: defineCall({
    name: 'getHelpCenter',
    method: 'GET',
    path: '/wps/help/center',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: z.strictObject({ language: languageSchema, device: z.literal('MOBILE') }),
    response: z.object({ list: z.array(helpItemSchema) }),
  }),
};
