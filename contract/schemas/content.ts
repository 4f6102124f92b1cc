import * as z from 'zod/mini';
import { ANNOUNCEMENT_TYPES } from '../content';
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
};

export const popularAnnouncementSchemas = {
  /** The popular (hot, type H) announcements of a language, with the member's read marks. */
  getPopularAnnouncements: {
    request: z.strictObject({ language: languageSchema, platform: z._default(z.literal('M'), 'M') }),
    response: z.object({ list: z.array(announcementSchema) }),
  },
};
