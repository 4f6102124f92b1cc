import * as z from 'zod/mini';
import { BANNER_TYPES } from '../content';
import { LANGUAGES } from '../domain';
import { officeCalls, type StaffRole } from './define';

/*
 * The content room: announcements (player notices, popups, hot news, Home's promotions and the
 * promotion list), help entries and banners, written in EN and TY, scheduled, published and
 * unpublished. What is stored is what players are shown: HTML bodies are cleaned on the way in,
 * pictures are checked by their bytes and size, and every change leaves its audit row.
 */

const CONTENT_ROLES: readonly StaffRole[] = ['content', 'admin'];

/** Announcement kinds the office edits: PL player notices, PU popups, H hot news, PR Home's promotions, Promotion the promotion list. */
export const ANNOUNCEMENT_KINDS = ['PL', 'PU', 'H', 'PR', 'Promotion'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
/** Promotions carry categories, pictures and the bonus they promise. */
export const PROMOTION_KINDS: readonly AnnouncementKind[] = ['PR', 'Promotion'];

/** Uploaded pictures: PNG or JPEG by their bytes, at most 5 MB, one a request (multipart field `image`). */
export const CONTENT_PICTURES = { maxBytes: 5 * 1024 * 1024, field: 'image', types: ['image/png', 'image/jpeg'] } as const;
/** Where uploaded pictures are served: the key is random, so an image tag shows it to anyone. */
export const CONTENT_PICTURE_PATH = '/media/content';

/** A stored entry's key (it pairs the entry's EN and TY rows). */
const entryKey = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));
const date = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));
const moment = z.iso.datetime({ offset: true });
/** A picture: one uploaded here, or the platform's own art under /cdn/. */
const pictureUrl = z
  .string()
  .check(z.regex(/^(\/media\/content\/[A-Za-z0-9_-]{32}\.(png|jpg)|\/cdn\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+)$/));
/** Where a banner leads: a page of the app (/m/…) or an outside web address. */
const link = z.string().check(z.maxLength(500), z.regex(/^(\/m\/[A-Za-z0-9/_?=&.-]*|https:\/\/[^\s<>"']+)$/));
const bannerGroup = z.string().check(z.regex(new RegExp(`^(${BANNER_TYPES.join('|')})_(${LANGUAGES.join('|')})$`)));

const text = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** HTML; cleaned by the platform before it is stored. */
  content: z.string().check(z.maxLength(100_000)),
});
/** An entry's words in both languages: players read the one their app speaks. */
const texts = z.strictObject({ EN: text, TY: text });

const storedText = z.object({ id: z.int(), title: z.string(), content: z.string() });

const officeAnnouncement = z.object({
  key: z.string(),
  kind: z.enum(ANNOUNCEMENT_KINDS),
  published: z.boolean(),
  publishAt: z.nullable(z.string()),
  unpublishAt: z.nullable(z.string()),
  /** Whether players are shown it now: published and inside its window. */
  live: z.boolean(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  categoryIds: z.array(z.int()),
  cover: z.nullable(z.string()),
  detail: z.nullable(z.string()),
  bonusCode: z.nullable(z.string()),
  sortOrder: z.int(),
  texts: z.object({ EN: z.nullable(storedText), TY: z.nullable(storedText) }),
  updatedAt: z.string(),
});
export type OfficeAnnouncement = z.infer<typeof officeAnnouncement>;

/** A deposit bonus as the cashier pays it (`deposit_bonuses`): what a promotion may promise. */
const depositBonus = z.object({
  code: z.string(),
  name: z.string(),
  percent: z.int(),
  maxCents: z.int(),
  minDepositCents: z.int(),
  turnoverMultiple: z.int(),
  firstDepositOnly: z.boolean(),
  enabled: z.boolean(),
});

const officeHelp = z.object({
  key: z.string(),
  tag: z.string(),
  published: z.boolean(),
  sortOrder: z.int(),
  texts: z.object({ EN: z.nullable(storedText), TY: z.nullable(storedText) }),
  updatedAt: z.string(),
});
export type OfficeHelp = z.infer<typeof officeHelp>;

const officeBanner = z.object({
  id: z.int(),
  group: z.string(),
  title: z.string(),
  url: z.string(),
  link: z.nullable(z.string()),
  sortOrder: z.int(),
});
export type OfficeBanner = z.infer<typeof officeBanner>;

const announcementInput = z.strictObject({
  /** Absent for a new entry. */
  key: z.optional(entryKey),
  kind: z.enum(ANNOUNCEMENT_KINDS),
  texts,
  startDate: date,
  /** Null: no end (long-term). */
  endDate: z.nullable(date),
  published: z.boolean(),
  /** Shown to players from then on (null: at once), and until unpublishAt (null: until unpublished). */
  publishAt: z.nullable(moment),
  unpublishAt: z.nullable(moment),
  categoryIds: z._default(z.array(z.int().check(z.minimum(1), z.maximum(1000))).check(z.maxLength(20)), []),
  cover: z._default(z.nullable(pictureUrl), null),
  detail: z._default(z.nullable(pictureUrl), null),
  bonusCode: z._default(z.nullable(z.string().check(z.regex(/^[A-Z0-9_]{1,40}$/))), null),
});
export type AnnouncementInput = z.output<typeof announcementInput>;

const helpInput = z.strictObject({
  key: z.optional(entryKey),
  tag: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  texts,
  published: z.boolean(),
});
export type HelpInput = z.output<typeof helpInput>;

const bannerInput = z.strictObject({
  id: z.optional(z.int().check(z.minimum(1))),
  group: bannerGroup,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  url: pictureUrl,
  link: z._default(z.nullable(link), null),
});
export type BannerInput = z.output<typeof bannerInput>;

export const contentOfficeCalls = officeCalls({
  listAnnouncements: {
    method: 'GET',
    path: '/office/api/content/announcements',
    roles: CONTENT_ROLES,
    request: z.strictObject({ kind: z.enum(ANNOUNCEMENT_KINDS) }),
    response: z.object({
      entries: z.array(officeAnnouncement),
      categories: z.array(z.object({ id: z.int(), nameEn: z.string(), nameTy: z.string() })),
      bonuses: z.array(depositBonus),
    }),
  },
  saveAnnouncement: {
    method: 'POST',
    path: '/office/api/content/announcements/save',
    roles: CONTENT_ROLES,
    request: announcementInput,
    response: officeAnnouncement,
  },
  setAnnouncementPublished: {
    method: 'POST',
    path: '/office/api/content/announcements/publish',
    roles: CONTENT_ROLES,
    request: z.strictObject({ kind: z.enum(ANNOUNCEMENT_KINDS), key: entryKey, published: z.boolean() }),
    response: officeAnnouncement,
  },
  listHelp: {
    method: 'GET',
    path: '/office/api/content/help',
    roles: CONTENT_ROLES,
    request: z.strictObject({}),
    response: z.object({ entries: z.array(officeHelp) }),
  },
  saveHelp: {
    method: 'POST',
    path: '/office/api/content/help/save',
    roles: CONTENT_ROLES,
    request: helpInput,
    response: officeHelp,
  },
  setHelpPublished: {
    method: 'POST',
    path: '/office/api/content/help/publish',
    roles: CONTENT_ROLES,
    request: z.strictObject({ key: entryKey, published: z.boolean() }),
    response: officeHelp,
  },
  listBanners: {
    method: 'GET',
    path: '/office/api/content/banners',
    roles: CONTENT_ROLES,
    request: z.strictObject({ group: bannerGroup }),
    response: z.object({ banners: z.array(officeBanner) }),
  },
  saveBanner: {
    method: 'POST',
    path: '/office/api/content/banners/save',
    roles: CONTENT_ROLES,
    request: bannerInput,
    response: officeBanner,
  },
  removeBanner: {
    method: 'POST',
    path: '/office/api/content/banners/remove',
    roles: CONTENT_ROLES,
    request: z.strictObject({ id: z.int().check(z.minimum(1)) }),
    response: z.object({ removed: z.boolean() }),
  },
  reorderBanners: {
    method: 'POST',
    path: '/office/api/content/banners/reorder',
    roles: CONTENT_ROLES,
    request: z.strictObject({ group: bannerGroup, ids: z.array(z.int().check(z.minimum(1))).check(z.minLength(1), z.maxLength(100)) }),
    response: z.object({ banners: z.array(officeBanner) }),
  },
  /** The HTML as it would be stored and shown: cleaned by the platform, for the editor's preview. */
  previewContent: {
    method: 'POST',
    path: '/office/api/content/preview',
    roles: CONTENT_ROLES,
    request: z.strictObject({ content: z.string().check(z.maxLength(100_000)) }),
    response: z.object({ content: z.string() }),
  },
  /** A cover, detail or banner picture, as multipart form data (field `image`); answers where it is served. */
  uploadContentPicture: {
    method: 'POST',
    path: '/office/api/content/pictures',
    roles: CONTENT_ROLES,
    request: z.object({}),
    response: z.object({ url: z.string() }),
  },
});
