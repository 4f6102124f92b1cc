import * as z from 'zod/mini';
import { ACTIVITY_MODES, ACTIVITY_STATES, ANNOUNCEMENT_TYPES } from '../content';
import { q } from './define';
import { announcementSchema, bannerSchema, helpItemSchema, languageSchema, promoCategorySchema } from './domain';

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

const announcementId = z.int().check(z.gte(1), z.lte(2_147_483_647));
const activityStateSchema = z.object({ id: z.int(), mode: z.enum(ACTIVITY_MODES), state: z.enum(ACTIVITY_STATES) });
export const activityStatesValueSchema = z.object({ list: z.array(activityStateSchema) });
export type ActivityStatesValue = z.infer<typeof activityStatesValueSchema>;
const activityRequest = z.strictObject({ id: announcementId });

/** Each call's request and response. */
export const contentSchemas = {
  getAnnouncements: {
    request: z.strictObject({
      types: typesParam,
      groupName: z.optional(z.string().check(z.regex(/^m_[a-z]+_[A-Z]{2}$/))),
      platform: z._default(z.literal('M'), 'M'),
      language: languageSchema,
    }),
    response: announcementsValueSchema,
  },
  getNoticeList: {
    request: z.strictObject({ language: languageSchema, pageNo: z._default(q.int(1, 1000), 1), pageSize: z._default(q.int(1, 100), 36) }),
    response: pagedAnnouncementsSchema,
  },
  getHelpCenter: {
    request: z.strictObject({ language: languageSchema, device: z.literal('MOBILE') }),
    response: z.object({ list: z.array(helpItemSchema) }),
  },
  markAnnouncementRead: {
    request: z.strictObject({ announcementId, read: z._default(z.literal(true), true) }),
    response: z.object({ announcementId: z.int(), read: z.literal(true) }),
  },
  getActivityStates: {
    request: z.strictObject({ language: languageSchema }),
    response: activityStatesValueSchema,
  },
  joinActivity: { request: activityRequest, response: activityStateSchema },
  applyActivity: { request: activityRequest, response: activityStateSchema },
};
