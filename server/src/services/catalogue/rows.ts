import type { Announcement, Game, GameType } from '../../../../contract/domain';
import { GAME_TYPES, PLAY_TYPES } from '../../../../contract/domain';
import { liveTableOf } from './live-tables';

/** The columns every game query selects (see GAME_COLUMNS), as the database hands them back. */
export interface GameRow {
  node_id: string;
  game_id: string;
  game_code: string;
  game_name: string;
  vendor: string;
  vendor_name: string;
  game_type: string;
  game_classify: string | null;
  is_hot: boolean;
  is_new: boolean;
  support_free_play: boolean;
  is_h5: boolean;
  play_type: string;
  lotto_mode: string | null;
  min_bet: number | string;
  min_line: number;
}

/** Game columns joined with the vendor's display name; `g` is games, `v` is vendors. */
export const GAME_COLUMNS = `g.node_id::text AS node_id, g.game_id, g.game_code, g.game_name, g.vendor,
  v.display_name AS vendor_name, g.game_type, g.game_classify, g.is_hot, g.is_new, g.support_free_play, g.is_h5,
  g.play_type, g.lotto_mode, g.min_bet, g.min_line`;

export const gameIconUrl = (cdn: string, gameId: string) => `${cdn}/game/${gameId}.png`;
export const vendorIconUrl = (cdn: string, code: string, variant: 'COLOR2' | 'WHITE' = 'COLOR2') => `${cdn}/vendor/${code}-${variant}.svg`;

export function asGameType(value: string): GameType {
  if ((GAME_TYPES as readonly string[]).includes(value)) return value as GameType;
  throw new Error(`unknown game type in the catalogue: ${value}`);
}

export function toGame(row: GameRow, cdn: string): Game {
  const gameType = asGameType(row.game_type);
  return {
    nodeId: String(row.node_id),
    gameId: row.game_id,
    gameCode: row.game_code,
    gameName: row.game_name,
    nodeName: row.vendor_name,
    gameType,
    gameCategory: gameType,
    gameClassify: row.game_classify,
    vassalage: row.vendor,
    vendorName: row.vendor_name,
    iconUrl: gameIconUrl(cdn, row.game_id),
    showIcon: true,
    supportPlay: row.support_free_play,
    isGameH5: row.is_h5,
    playType: (PLAY_TYPES as readonly string[]).includes(row.play_type) ? (row.play_type as Game['playType']) : 'trad',
    lottoMode: row.lotto_mode,
    isHot: row.is_hot,
    isNew: row.is_new,
    minBet: Number(row.min_bet),
    minLine: Number(row.min_line),
    ...(gameType === 'LIVE' ? { liveTable: liveTableOf(row.game_id, Number(row.min_bet)) } : {}),
  };
}

/**
 * An announcement (or help entry) players are shown now: published, and inside the window the back
 * office scheduled for it. Every player read filters by it.
 */
export const SHOWN_NOW = `published AND (publish_at IS NULL OR publish_at <= now()) AND (unpublish_at IS NULL OR unpublish_at > now())`;

/** Announcement columns with dates already formatted YYYY-MM-DD by the database (no time-zone drift). */
export const ANNOUNCEMENT_COLUMNS = `id, type, title, content, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date, no_expiry, category_ids, images`;

export interface AnnouncementRow {
  id: number;
  type: string;
  title: string;
  content: string;
  start_date: string;
  end_date: string | null;
  no_expiry: boolean;
  category_ids: number[];
  images: unknown;
}

export function toAnnouncement(row: AnnouncementRow, read: boolean): Announcement {
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    content: row.content,
    startDate: row.start_date,
    endDate: row.end_date,
    noExpiry: row.no_expiry ? 1 : 0,
    promoAnnouncementCategoryIds: (row.category_ids ?? []).map(Number),
    announcementImages: readImages(row.images),
    read,
  };
}

/** Images are JSONB: `[{sequence, url}]`; anything else stored there is ignored rather than sent. */
function readImages(value: unknown): Announcement['announcementImages'] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is { sequence: unknown; url: unknown } => typeof item === 'object' && item !== null)
    .filter((item) => typeof item.url === 'string')
    .map((item, index) => ({ sequence: Number.isInteger(item.sequence) ? Number(item.sequence) : index + 1, url: String(item.url) }))
    .sort((a, b) => a.sequence - b.sequence);
}

/** The first image CDN: the server names icons on it; the client may pick another from the list. */
export const primaryCdn = (cdns: readonly string[]) => cdns[0] ?? '/cdn';
