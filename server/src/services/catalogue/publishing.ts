import { randomBytes } from 'node:crypto';
import {
  CONTENT_PICTURE_PATH,
  PROMOTION_KINDS,
  type AnnouncementInput,
  type AnnouncementKind,
  type BannerInput,
  type HelpInput,
  type OfficeAnnouncement,
  type OfficeBanner,
  type OfficeHelp,
} from '../../../../contract/back-office/content';
import { OFFICE_ERROR_CODES } from '../../../../contract/back-office/define';
import { LANGUAGES, type Language } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import type { Database, Queryable } from '../../db/database';
import { listenTo } from '../../db/listen';
import { ApiError } from '../../http/api-error';
import { cleanHtml } from '../content/clean-html';
import { reencodeImage } from '../messaging/feedback';
import type { StaffMember } from '../staff';
import { recordAudit } from '../staff/audit';
import { SHOWN_NOW } from './rows';

/*
 * What the back office's content room writes: announcements of every kind and promotions, help
 * entries and banners, and the pictures they show. An entry is edited as a pair, its EN and TY rows
 * together (they share `entry_key`). Bodies are cleaned before they are stored, each change writes
 * its audit row in the same transaction, and the catalogue's cached answers are dropped once it has
 * committed, so players are shown it on their next call (other instances within their cache period).
 */

/** Who made a change, and from where, for the audit trail. */
export interface Editor {
  staff: Pick<StaffMember, 'id' | 'username'>;
  ip: string;
}

const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, ERROR_CODES.badRequest, message, fields ? { fields } : undefined);
const notFound = (what: string) => new ApiError(404, OFFICE_ERROR_CODES.notFound, `${what}: not found`);

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : (value instanceof Date ? value : new Date(String(value))).toISOString();

interface AnnouncementRow {
  id: number;
  entry_key: string;
  language: Language;
  title: string;
  content: string;
  start_date: string;
  end_date: string | null;
  category_ids: number[];
  images: unknown;
  bonus_code: string | null;
  sort_order: number;
  published: boolean;
  publish_at: unknown;
  unpublish_at: unknown;
  updated_at: unknown;
  live: boolean;
}

const ANNOUNCEMENT_SELECT = `SELECT id, entry_key, language, title, content, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date, category_ids, images, bonus_code, sort_order, published, publish_at,
  unpublish_at, updated_at, (${SHOWN_NOW}) AS live FROM announcements`;

function pictureOf(images: unknown, sequence: number): string | null {
  const list = typeof images === 'string' ? (JSON.parse(images) as unknown) : images;
  if (!Array.isArray(list)) return null;
  const found = (list as { sequence?: unknown; url?: unknown }[]).find((image) => Number(image?.sequence) === sequence);
  return typeof found?.url === 'string' ? found.url : null;
}

/** What a row in one language holds of an entry written in both. */
interface LanguageRow {
  id: number;
  entry_key: string;
  language: Language;
  title: string;
  content: string;
}

/**
 * Rows grouped into entries by key, in the order they came: the EN row speaks for what both languages share
 * (an entry written elsewhere with one language still shows), each language's text from its own row.
 */
function byEntry<R extends LanguageRow>(rows: R[]): { key: string; first: R; texts: OfficeHelp['texts'] }[] {
  const byKey = new Map<string, R[]>();
  for (const row of rows) byKey.set(row.entry_key, [...(byKey.get(row.entry_key) ?? []), row]);
  return [...byKey.entries()].map(([key, pair]) => {
    const textOf = (language: Language) => {
      const row = pair.find((r) => r.language === language);
      return row ? { id: Number(row.id), title: row.title, content: row.content } : null;
    };
    return { key, first: pair.find((row) => row.language === 'EN') ?? pair[0]!, texts: { EN: textOf('EN'), TY: textOf('TY') } };
  });
}

/** The entries of one kind, each from its rows in both languages, in the players' order. */
function toAnnouncements(kind: AnnouncementKind, rows: AnnouncementRow[]): OfficeAnnouncement[] {
  return byEntry(rows).map(({ key, first, texts }) => ({
    key,
    kind,
    published: first.published,
    publishAt: iso(first.publish_at),
    unpublishAt: iso(first.unpublish_at),
    live: first.live,
    startDate: first.start_date,
    endDate: first.end_date,
    categoryIds: (first.category_ids ?? []).map(Number),
    cover: pictureOf(first.images, 1),
    detail: pictureOf(first.images, 2),
    bonusCode: first.bonus_code,
    sortOrder: Number(first.sort_order),
    texts,
    updatedAt: iso(first.updated_at) ?? '',
  }));
}

interface HelpRow {
  id: number;
  entry_key: string;
  language: Language;
  title: string;
  tag: string;
  content: string;
  sort_order: number;
  published: boolean;
  updated_at: unknown;
}

const HELP_SELECT = 'SELECT id, entry_key, language, title, tag, content, sort_order, published, updated_at FROM help_items';

function toHelp(rows: HelpRow[]): OfficeHelp[] {
  return byEntry(rows).map(({ key, first, texts }) => ({
    key,
    tag: first.tag,
    published: first.published,
    sortOrder: Number(first.sort_order),
    texts,
    updatedAt: iso(first.updated_at) ?? '',
  }));
}

interface BannerRow {
  id: number;
  group_name: string;
  title: string;
  url: string;
  link: string | null;
  sort_order: number;
}

const toBanner = (row: BannerRow): OfficeBanner => ({
  id: Number(row.id),
  group: row.group_name,
  title: row.title,
  url: row.url,
  link: row.link,
  sortOrder: Number(row.sort_order),
});

/** A new entry's key: readable from its English title, made unique by a random tail. */
function newKey(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${words || 'entry'}-${randomBytes(4).toString('hex')}`;
}

const pictureUrl = (key: string, mime: string) => `${CONTENT_PICTURE_PATH}/${key}.${mime === 'image/png' ? 'png' : 'jpg'}`;

/** Where a published change is announced to the other instances on the database, which then drop their cached answers. */
const CHANNEL = 'tala_content';

export function createPublishingService(db: Database, onPublished: () => void) {
  /** This instance, so it does not act on its own announcements. */
  const origin = randomBytes(8).toString('hex');

  /**
   * Runs a change and its audit row in one transaction, announced to the other instances (delivered
   * when it commits, and only then); this instance's cached answers go once it has committed.
   */
  async function change<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      if (db.kind === 'postgres') await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, origin]);
      return value;
    });
    onPublished();
    return result;
  }

  async function announcementsOf(q: Queryable, kind: AnnouncementKind, key?: string, lock = false): Promise<OfficeAnnouncement[]> {
    const { rows } = await q.query<AnnouncementRow>(
      `${ANNOUNCEMENT_SELECT} WHERE type = $1 ${key === undefined ? '' : 'AND entry_key = $2'}
        ORDER BY sort_order, entry_key, language ${lock ? 'FOR UPDATE' : ''}`,
      key === undefined ? [kind] : [kind, key],
    );
    return toAnnouncements(kind, rows);
  }

  async function oneAnnouncement(q: Queryable, kind: AnnouncementKind, key: string, lock = false): Promise<OfficeAnnouncement> {
    const [entry] = await announcementsOf(q, kind, key, lock);
    if (!entry) throw notFound(`${kind} ${key}`);
    return entry;
  }

  /** What the input asks that the database must confirm: dates in order, and categories and bonus that exist. */
  async function checkAnnouncement(q: Queryable, input: AnnouncementInput): Promise<void> {
    const promotion = PROMOTION_KINDS.includes(input.kind);
    if (input.endDate !== null && input.endDate < input.startDate) throw badRequest('endDate: before startDate', { endDate: 'order' });
    if (input.publishAt && input.unpublishAt && Date.parse(input.unpublishAt) <= Date.parse(input.publishAt)) {
      throw badRequest('unpublishAt: not after publishAt', { unpublishAt: 'order' });
    }
    if (!promotion && (input.categoryIds.length > 0 || input.bonusCode !== null)) {
      throw badRequest('categoryIds, bonusCode: only promotions have categories and a bonus', { categoryIds: 'promotionOnly' });
    }
    if (input.categoryIds.length > 0) {
      const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_categories WHERE id = ANY($1::int[])', [
        input.categoryIds,
      ]);
      if (Number(rows[0]?.n) !== new Set(input.categoryIds).size)
        throw badRequest('categoryIds: unknown category', { categoryIds: 'unknown' });
    }
    if (input.bonusCode !== null) {
      const { rows } = await q.query('SELECT 1 FROM deposit_bonuses WHERE code = $1', [input.bonusCode]);
      if (rows.length === 0) throw badRequest('bonusCode: no such deposit bonus', { bonusCode: 'unknown' });
    }
  }

  async function saveAnnouncement(editor: Editor, input: AnnouncementInput): Promise<OfficeAnnouncement> {
    const cleaned = {
      EN: { title: input.texts.EN.title, content: await cleanHtml(input.texts.EN.content) },
      TY: { title: input.texts.TY.title, content: await cleanHtml(input.texts.TY.content) },
    };
    const images = JSON.stringify(
      [
        { sequence: 1, url: input.cover },
        { sequence: 2, url: input.detail },
      ].filter((image) => image.url !== null),
    );
    const promotion = PROMOTION_KINDS.includes(input.kind);
    return change(async (tx) => {
      await checkAnnouncement(tx, input);
      const before = input.key === undefined ? null : await oneAnnouncement(tx, input.kind, input.key, true);
      const key = input.key ?? newKey(cleaned.EN.title);
      let sortOrder = before?.sortOrder;
      if (sortOrder === undefined) {
        const { rows } = await tx.query<{ next: number }>(
          'SELECT COALESCE(max(sort_order), 0) + 1 AS next FROM announcements WHERE type = $1',
          [input.kind],
        );
        sortOrder = Number(rows[0]?.next ?? 1);
      }
      for (const language of LANGUAGES) {
        const params = [
          input.kind,
          key,
          language,
          cleaned[language].title,
          cleaned[language].content,
          input.startDate,
          input.endDate,
          input.endDate === null,
          `{${input.categoryIds.join(',')}}`,
          images,
          input.bonusCode,
          sortOrder,
          input.published,
          input.publishAt,
          input.unpublishAt,
          promotion ? key : null,
        ];
        const updated = await tx.query(
          `UPDATE announcements SET title = $4, content = $5, start_date = $6, end_date = $7, no_expiry = $8,
             category_ids = $9::int[], images = $10::jsonb, bonus_code = $11, sort_order = $12, published = $13,
             publish_at = $14, unpublish_at = $15, promotion_key = $16, updated_at = now()
           WHERE type = $1 AND entry_key = $2 AND language = $3 RETURNING id`,
          params,
        );
        if (updated.rows.length === 0) {
          await tx.query(
            `INSERT INTO announcements (type, entry_key, language, title, content, start_date, end_date, no_expiry, category_ids,
               images, bonus_code, sort_order, published, publish_at, unpublish_at, promotion_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::int[], $10::jsonb, $11, $12, $13, $14, $15, $16)`,
            params,
          );
        }
      }
      const after = await oneAnnouncement(tx, input.kind, key);
      await recordAudit(tx, {
        staff: editor.staff,
        action: before ? 'content.announcement.update' : 'content.announcement.create',
        subject: `announcement:${input.kind}:${key}`,
        before,
        after,
        ip: editor.ip,
      });
      return after;
    });
  }

  async function setAnnouncementPublished(editor: Editor, kind: AnnouncementKind, key: string, published: boolean) {
    return change(async (tx) => {
      const before = await oneAnnouncement(tx, kind, key, true);
      await tx.query('UPDATE announcements SET published = $3, updated_at = now() WHERE type = $1 AND entry_key = $2', [
        kind,
        key,
        published,
      ]);
      const after = await oneAnnouncement(tx, kind, key);
      await recordAudit(tx, {
        staff: editor.staff,
        action: published ? 'content.announcement.publish' : 'content.announcement.unpublish',
        subject: `announcement:${kind}:${key}`,
        before,
        after,
        ip: editor.ip,
      });
      return after;
    });
  }

  async function helpOf(q: Queryable, key?: string, lock = false): Promise<OfficeHelp[]> {
    const { rows } = await q.query<HelpRow>(
      `${HELP_SELECT} ${key === undefined ? '' : 'WHERE entry_key = $1'} ORDER BY sort_order, entry_key, language ${lock ? 'FOR UPDATE' : ''}`,
      key === undefined ? [] : [key],
    );
    return toHelp(rows);
  }

  async function oneHelp(q: Queryable, key: string, lock = false): Promise<OfficeHelp> {
    const [entry] = await helpOf(q, key, lock);
    if (!entry) throw notFound(`help ${key}`);
    return entry;
  }

  async function saveHelp(editor: Editor, input: HelpInput): Promise<OfficeHelp> {
    const cleaned = {
      EN: { title: input.texts.EN.title, content: await cleanHtml(input.texts.EN.content) },
      TY: { title: input.texts.TY.title, content: await cleanHtml(input.texts.TY.content) },
    };
    return change(async (tx) => {
      const before = input.key === undefined ? null : await oneHelp(tx, input.key, true);
      const key = input.key ?? newKey(cleaned.EN.title);
      let sortOrder = before?.sortOrder;
      if (sortOrder === undefined) {
        const { rows } = await tx.query<{ next: number }>('SELECT COALESCE(max(sort_order), 0) + 1 AS next FROM help_items');
        sortOrder = Number(rows[0]?.next ?? 1);
      }
      for (const language of LANGUAGES) {
        const params = [key, language, cleaned[language].title, input.tag, cleaned[language].content, sortOrder, input.published];
        const updated = await tx.query(
          `UPDATE help_items SET title = $3, tag = $4, content = $5, sort_order = $6, published = $7, updated_at = now()
            WHERE entry_key = $1 AND language = $2 RETURNING id`,
          params,
        );
        if (updated.rows.length === 0) {
          await tx.query(
            `INSERT INTO help_items (entry_key, language, title, tag, content, sort_order, published) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            params,
          );
        }
      }
      const after = await oneHelp(tx, key);
      await recordAudit(tx, {
        staff: editor.staff,
        action: before ? 'content.help.update' : 'content.help.create',
        subject: `help:${key}`,
        before,
        after,
        ip: editor.ip,
      });
      return after;
    });
  }

  async function setHelpPublished(editor: Editor, key: string, published: boolean): Promise<OfficeHelp> {
    return change(async (tx) => {
      const before = await oneHelp(tx, key, true);
      await tx.query('UPDATE help_items SET published = $2, updated_at = now() WHERE entry_key = $1', [key, published]);
      const after = await oneHelp(tx, key);
      await recordAudit(tx, {
        staff: editor.staff,
        action: published ? 'content.help.publish' : 'content.help.unpublish',
        subject: `help:${key}`,
        before,
        after,
        ip: editor.ip,
      });
      return after;
    });
  }

  const bannersOf = async (q: Queryable, group: string) =>
    (
      await q.query<BannerRow>(
        'SELECT id, group_name, title, url, link, sort_order FROM banners WHERE group_name = $1 ORDER BY sort_order, id',
        [group],
      )
    ).rows.map(toBanner);

  async function oneBanner(q: Queryable, id: number, lock = false): Promise<OfficeBanner> {
    const { rows } = await q.query<BannerRow>(
      `SELECT id, group_name, title, url, link, sort_order FROM banners WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    );
    if (!rows[0]) throw notFound(`banner ${id}`);
    return toBanner(rows[0]);
  }

  async function saveBanner(editor: Editor, input: BannerInput): Promise<OfficeBanner> {
    return change(async (tx) => {
      let before: OfficeBanner | null = null;
      let id: number;
      if (input.id !== undefined) {
        before = await oneBanner(tx, input.id, true);
        // A banner moved to another group goes to the end of it.
        const moved = before.group !== input.group;
        await tx.query(
          `UPDATE banners SET group_name = $2, title = $3, url = $4, link = $5,
             sort_order = CASE WHEN $6 THEN (SELECT COALESCE(max(sort_order), 0) + 1 FROM banners WHERE group_name = $2) ELSE sort_order END
           WHERE id = $1`,
          [input.id, input.group, input.title, input.url, input.link, moved],
        );
        id = input.id;
      } else {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO banners (group_name, title, url, link, sort_order)
           VALUES ($1, $2, $3, $4, (SELECT COALESCE(max(sort_order), 0) + 1 FROM banners WHERE group_name = $1)) RETURNING id`,
          [input.group, input.title, input.url, input.link],
        );
        id = Number(rows[0]!.id);
      }
      const after = await oneBanner(tx, id);
      await recordAudit(tx, {
        staff: editor.staff,
        action: before ? 'content.banner.update' : 'content.banner.create',
        subject: `banner:${id}`,
        before,
        after,
        ip: editor.ip,
      });
      return after;
    });
  }

  async function removeBanner(editor: Editor, id: number): Promise<{ removed: boolean }> {
    return change(async (tx) => {
      const before = await oneBanner(tx, id, true);
      await tx.query('DELETE FROM banners WHERE id = $1', [id]);
      await recordAudit(tx, {
        staff: editor.staff,
        action: 'content.banner.remove',
        subject: `banner:${id}`,
        before,
        after: null,
        ip: editor.ip,
      });
      return { removed: true };
    });
  }

  /** Puts a group's banners in the order given: every banner of the group, each once. */
  async function reorderBanners(editor: Editor, group: string, ids: number[]): Promise<{ banners: OfficeBanner[] }> {
    return change(async (tx) => {
      await tx.query('SELECT id FROM banners WHERE group_name = $1 FOR UPDATE', [group]);
      const before = await bannersOf(tx, group);
      const current = before.map((banner) => banner.id).sort((a, b) => a - b);
      const asked = [...ids].sort((a, b) => a - b);
      if (new Set(ids).size !== ids.length || current.length !== asked.length || current.some((id, i) => id !== asked[i])) {
        throw badRequest(`ids: name every banner of ${group} once`, { ids: 'mismatch' });
      }
      for (const [index, id] of ids.entries()) await tx.query('UPDATE banners SET sort_order = $2 WHERE id = $1', [id, index + 1]);
      const after = await bannersOf(tx, group);
      await recordAudit(tx, {
        staff: editor.staff,
        action: 'content.banner.reorder',
        subject: `banners:${group}`,
        before: before.map((banner) => banner.id),
        after: after.map((banner) => banner.id),
        ip: editor.ip,
      });
      return { banners: after };
    });
  }

  /** Checks a picture by its bytes (PNG or JPEG, at most 5 MB and 4096 × 4096), re-encodes it and keeps it. */
  async function uploadPicture(editor: Editor, bytes: Buffer): Promise<{ url: string }> {
    const image = await reencodeImage(bytes);
    const key = randomBytes(24).toString('base64url');
    return db.transaction(async (tx) => {
      await tx.query('INSERT INTO content_pictures (key, mime, bytes, staff_id) VALUES ($1, $2, $3, $4)', [
        key,
        image.mime,
        image.bytes,
        editor.staff.id,
      ]);
      const url = pictureUrl(key, image.mime);
      await recordAudit(tx, {
        staff: editor.staff,
        action: 'content.picture.upload',
        subject: `picture:${key}`,
        before: null,
        after: { url, mime: image.mime, bytes: image.bytes.length },
        ip: editor.ip,
      });
      return { url };
    });
  }

  async function picture(key: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const { rows } = await db.query<{ mime: string; bytes: Buffer | Uint8Array }>(
      'SELECT mime, bytes FROM content_pictures WHERE key = $1',
      [key],
    );
    const row = rows[0];
    return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
  }

  return {
    /**
     * Drops this instance's cached answers when another instance publishes (LISTEN on PostgreSQL);
     * without the connection they still expire within the cache period. Answers how to stop.
     */
    async follow(databaseUrl: string | undefined, onError: (error: unknown) => void): Promise<() => Promise<void>> {
      if (db.kind !== 'postgres' || !databaseUrl) return async () => {};
      return listenTo(databaseUrl, CHANNEL, (from) => {
        if (from !== origin) onPublished();
      }).catch((error: unknown) => {
        onError(error);
        return async () => {};
      });
    },
    async listAnnouncements(kind: AnnouncementKind) {
      const [entries, categories, bonuses] = await Promise.all([
        announcementsOf(db, kind),
        db.query<{ id: number; name_en: string; name_ty: string }>(
          'SELECT id, name_en, name_ty FROM promo_categories ORDER BY sort_order, id',
        ),
        db.query<{
          code: string;
          name: string;
          percent: number;
          max_cents: unknown;
          min_deposit_cents: unknown;
          turnover_multiple: number;
          first_deposit_only: boolean;
          enabled: boolean;
        }>('SELECT * FROM deposit_bonuses ORDER BY code'),
      ]);
      return {
        entries,
        categories: categories.rows.map((row) => ({ id: Number(row.id), nameEn: row.name_en, nameTy: row.name_ty })),
        bonuses: bonuses.rows.map((row) => ({
          code: row.code,
          name: row.name,
          percent: Number(row.percent),
          maxCents: Number(row.max_cents),
          minDepositCents: Number(row.min_deposit_cents),
          turnoverMultiple: Number(row.turnover_multiple),
          firstDepositOnly: row.first_deposit_only,
          enabled: row.enabled,
        })),
      };
    },
    saveAnnouncement,
    setAnnouncementPublished,
    listHelp: async () => ({ entries: await helpOf(db) }),
    saveHelp,
    setHelpPublished,
    listBanners: async (group: string) => ({ banners: await bannersOf(db, group) }),
    saveBanner,
    removeBanner,
    reorderBanners,
    preview: async (content: string) => ({ content: await cleanHtml(content) }),
    uploadPicture,
    picture,
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
