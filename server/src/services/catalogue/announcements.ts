import type { AnnouncementType } from '../../../../contract/content';
import { bannerGroupName, type AnnouncementsValue } from '../../../../contract/content';
import type { Announcement, Language } from '../../../../contract/domain';
import type { Database } from '../../db/database';
import type { Session } from '../../http/context';
import type { ReadCache } from './read-cache';
import { ANNOUNCEMENT_COLUMNS, SHOWN_NOW, toAnnouncement, type AnnouncementRow } from './rows';

/**
 * Which of the given announcements the member has read. Visitors have read nothing;
 * the member inbox installs its own lookup with `setReadLookup`.
 */
export type ReadLookup = (session: Session, announcementIds: number[]) => Promise<Set<number>>;

/** Which stored type answers each requested list. */
const STORED_TYPES: Record<Exclude<AnnouncementType, 'B'>, string> = { PL: 'PL', PU: 'PU', H: 'H', PR: 'PR', Promotion: 'Promotion' };

interface BannerRow {
  id: number;
  title: string;
  url: string;
  group_name: string;
  link: string | null;
}

export interface AnnouncementsQuery {
  types: AnnouncementType[];
  groupName?: string | undefined;
  language: Language;
  session: Session | null;
}

export interface NoticePageQuery {
  language: Language;
  pageNo: number;
  pageSize: number;
  session: Session | null;
}

/** Whether a member is on a time-out or self-exclusion (player protection): no popups then. */
export type ExclusionCheck = (memberId: number) => Promise<boolean>;

export function createAnnouncementService(db: Database, cache: ReadCache, isExcluded: ExclusionCheck) {
  let readLookup: ReadLookup | null = null;

  async function markRead(list: Announcement[], session: Session | null): Promise<Announcement[]> {
    if (!session || !readLookup || list.length === 0) return list;
    const read = await readLookup(
      session,
      list.map((a) => a.id),
    );
    return list.map((a) => ({ ...a, read: read.has(a.id) }));
  }

  async function listOf(storedType: string, language: Language): Promise<Announcement[]> {
    const { rows } = await db.query<AnnouncementRow>(
      `SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements
        WHERE type = $1 AND language = $2 AND ${SHOWN_NOW}
        ORDER BY sort_order, id`,
      [storedType, language],
    );
    return rows.map((row) => toAnnouncement(row, false));
  }

  async function banners(groupName: string): Promise<AnnouncementsValue['banners']> {
    const { rows } = await db.query<BannerRow>(
      'SELECT id, title, url, group_name, link FROM banners WHERE group_name = $1 ORDER BY sort_order, id',
      [groupName],
    );
    return rows.map((row) => ({ id: Number(row.id), title: row.title, url: row.url, groupName: row.group_name, link: row.link }));
  }

  async function categories(language: Language): Promise<AnnouncementsValue['categories']> {
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT id, CASE WHEN $1 = 'EN' THEN name_en ELSE name_ty END AS name FROM promo_categories ORDER BY sort_order, id`,
      [language],
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name }));
  }

  return {
    /** Installs the member's read state (the inbox owns it). */
    setReadLookup(lookup: ReadLookup) {
      readLookup = lookup;
    },

    /**
     * Only the lists asked for are filled; banners default to the home group of the language.
     * Every Home visit asks for these lists: each is read once per cache period, and only the
     * member's read marks are looked up per call.
     */
    async list({ types, groupName, language, session }: AnnouncementsQuery): Promise<AnnouncementsValue> {
      const wants = new Set(types);
      // PR is the few promotions shown on home; Promotion is the full list (which holds them too), so it wins.
      const promotionType = wants.has('Promotion') ? STORED_TYPES.Promotion : wants.has('PR') ? STORED_TYPES.PR : null;
      const group = groupName ?? bannerGroupName('m_home', language);
      const stored = (type: string) => cache.get(JSON.stringify(['announcements', type, language]), () => listOf(type, language));
      const [bannerList, player, popup, hot, promotion, categoryList] = await Promise.all([
        wants.has('B') ? cache.get(JSON.stringify(['banners', group]), () => banners(group)) : [],
        wants.has('PL') ? stored(STORED_TYPES.PL) : [],
        wants.has('PU') ? stored(STORED_TYPES.PU) : [],
        wants.has('H') ? stored(STORED_TYPES.H) : [],
        promotionType ? stored(promotionType) : [],
        promotionType ? cache.get(JSON.stringify(['promo-categories', language]), () => categories(language)) : [],
      ]);
      // A player on a break is shown no popups: they are marketing.
      const popupShown = session && popup.length > 0 && (await isExcluded(session.memberId)) ? [] : popup;
      return {
        banners: bannerList,
        player: await markRead(player, session),
        popup: await markRead(popupShown, session),
        hot: await markRead(hot, session),
        promotion: await markRead(promotion, session),
        categories: categoryList,
      };
    },

    /** The popular (hot) announcements of one language: the same stored list Home's call answers as `hot`. */
    async popular(language: Language, session: Session | null): Promise<Announcement[]> {
      const list = await cache.get(JSON.stringify(['announcements', STORED_TYPES.H, language]), () => listOf(STORED_TYPES.H, language));
      return markRead(list, session);
    },

    /** Player notices of one language, a page at a time. */
    async notices({ language, pageNo, pageSize, session }: NoticePageQuery) {
      const { rows } = await db.query<AnnouncementRow & { total: number }>(
        `SELECT ${ANNOUNCEMENT_COLUMNS}, count(*) OVER ()::int AS total FROM announcements
          WHERE type = 'PL' AND language = $1 AND ${SHOWN_NOW}
          ORDER BY sort_order, id LIMIT $2 OFFSET $3`,
        [language, pageSize, (pageNo - 1) * pageSize],
      );
      const totalCount = rows[0] ? Number(rows[0].total) : await countNotices(db, language);
      return {
        list: await markRead(
          rows.map((row) => toAnnouncement(row, false)),
          session,
        ),
        pageNum: pageNo,
        totalPages: Math.ceil(totalCount / pageSize),
        totalCount,
      };
    },
  };
}

/** A page past the end has no rows to carry the window count, so the total is asked for on its own. */
async function countNotices(db: Database, language: Language): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM announcements WHERE type = 'PL' AND language = $1 AND ${SHOWN_NOW}`,
    [language],
  );
  return Number(rows[0]?.n ?? 0);
}
