import * as z from 'zod/mini';

/** Game types the platform knows. Bingo is RNG with classify BG. */
export const GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'] as const;
export const gameTypeSchema = z.enum(GAME_TYPES);
export type GameType = (typeof GAME_TYPES)[number];

/** Which list a game-list request reads from. */
export const DATA_TYPES = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;
export const dataTypeSchema = z.enum(DATA_TYPES);
export type DataType = (typeof DATA_TYPES)[number];

export const BINGO_CLASSIFY = 'BG';
export const PAGE_SIZE = 36;
export const WINNER_LIMIT = 20;
export const FAVOURITES_LIMIT = 200;
export const HOME_FAVOURITES_LIMIT = 100;

/** Interface languages with complete resources; the label dictionary lists more (see LANGUAGE_LABELS). */
export const LANGUAGES = ['TY', 'EN'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = (typeof LANGUAGES)[number];
/** The language a new visitor sees until the operator's site info or the player says otherwise. */
export const DEFAULT_LANGUAGE: Language = 'TY';
/**
 * The player's interface language, mirrored into a cookie so the server can paint Home's
 * first banner in that language before any script runs.
 */
export const LANGUAGE_COOKIE = 'tala_lang';

/** The platform's label dictionary of language codes; only LANGUAGES have resources. */
export const LANGUAGE_LABELS = [
  'EN',
  'CN',
  'TW',
  'JA',
  'TH',
  'VI',
  'ID',
  'KO',
  'ES',
  'PT',
  'AR',
  'RU',
  'TR',
  'TY',
  'MS',
  'HI',
  'BN',
  'MY',
  'KM',
  'LO',
  'FR',
  'DE',
  'IT',
  'NL',
  'PL',
  'SV',
  'FI',
  'DA',
  'NO',
  'CS',
  'HU',
  'RO',
  'EL',
  'HE',
  'UR',
] as const;

export const PLAY_TYPES = ['trad', 'ent'] as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
export const INHOUSE_VENDORS = ['BGS'] as const;

export const moneySchema = z.number();

export const gameSchema = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  gameType: gameTypeSchema,
  gameCategory: gameTypeSchema,
  gameClassify: z.nullable(z.string()),
  vassalage: z.string(),
  vendorName: z.string(),
  iconUrl: z.string(),
  showIcon: z.boolean(),
  supportPlay: z.boolean(),
  isGameH5: z.boolean(),
  playType: z.enum(PLAY_TYPES),
  lottoMode: z.nullable(z.string()),
  isHot: z.boolean(),
  isNew: z.boolean(),
  minBet: z.number(),
  minLine: z.int(),
});
export type Game = z.infer<typeof gameSchema>;

export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  vendorNames: z.string(),
  gameCategory: gameTypeSchema,
  gameType: gameTypeSchema,
  mobileLargeIcon: z.string(),
  gameCount: z.int(),
  /** A vendor whose games open through one lobby game (sports books, lotteries). */
  lobbyGameCode: z.nullable(z.string()),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const bannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  groupName: z.string(),
  link: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementImageSchema = z.object({ sequence: z.int(), url: z.string() });

export const announcementSchema = z.object({
  id: z.int(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  promoAnnouncementCategoryIds: z.array(z.int()),
  announcementImages: z.array(announcementImageSchema),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const promoCategorySchema = z.object({ id: z.int(), name: z.string() });

export const helpItemSchema = z.object({ id: z.int(), title: z.string(), content: z.string(), tag: z.string() });

export const winnerSchema = z.object({
  vo: z.object({
    iconUrl: z.string(),
    gameName: z.string(),
    customerName: z.string(),
    winAmount: z.number(),
    currencySymbol: z.string(),
  }),
  game: gameSchema,
});
export type Winner = z.infer<typeof winnerSchema>;
